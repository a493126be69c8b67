import type { EntityManager } from 'typeorm';
import { slugify } from '../../../../shared/slug';
import type { Translated } from '../../core/db/columns';
import { imageTool, type FileStore } from '../../core/files';
import { ProductAttribute, ProductAttributeValue } from './product-attribute.entity';
import { ProductCategory } from './product-category.entity';
import { ProductImage } from './product-image.entity';
import {
  ProductTemplateAttributeLine,
  ProductTemplateAttributeValue,
} from './product-template-attribute.entity';
import { ProductTemplate } from './product-template.entity';
import { combinationKeyOf, ProductVariant } from './product-variant.entity';
import { demoSimpleProducts, texts, type DemoProduct } from './demo-products';

/** A simple picture for a demo product: a coloured square with a lighter shape. */
export async function demoPicture(color: string, shape: 'circle' | 'square' = 'circle'): Promise<Buffer> {
  const inner =
    shape === 'circle'
      ? '<circle cx="300" cy="300" r="170" fill="white" fill-opacity="0.35"/>'
      : '<rect x="150" y="190" width="300" height="220" rx="18" fill="white" fill-opacity="0.35"/>';
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600"><rect width="600" height="600" fill="${color}"/>${inner}</svg>`;
  const sharp = await imageTool();
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** About 30 products in a few categories (SEED_DEMO), with a configurable desk and a chair with options. */
export async function seedCatalog(em: EntityManager, files: FileStore, currency: string) {
  const categories = new Map<string, ProductCategory>();
  const category = async (slug: string, name: Translated, parent?: string) => {
    const saved = await em.getRepository(ProductCategory).save(
      em.getRepository(ProductCategory).create({
        name,
        slug,
        parentId: parent ? categories.get(parent)!.id : null,
        sequence: categories.size * 10,
      }),
    );
    categories.set(slug, saved);
  };
  await category('furniture', texts('Furniture', 'Mobilier', 'Muebles'));
  await category('desks', texts('Desks', 'Bureaux', 'Escritorios'), 'furniture');
  await category('chairs', texts('Chairs', 'Chaises', 'Sillas'), 'furniture');
  await category('storage', texts('Storage', 'Rangement', 'Almacenamiento'), 'furniture');
  await category('lighting', texts('Lighting', 'Éclairage', 'Iluminación'));
  await category('accessories', texts('Desk accessories', 'Accessoires de bureau', 'Accesorios'));
  await category('services', texts('Services', 'Services', 'Servicios'));

  const attribute = async (
    name: Translated,
    createVariant: ProductAttribute['createVariant'],
    displayType: ProductAttribute['displayType'],
    values: Array<{ name: Translated; color?: string; custom?: boolean }>,
  ) => {
    const saved = await em
      .getRepository(ProductAttribute)
      .save(em.getRepository(ProductAttribute).create({ name, createVariant, displayType, sequence: 10 }));
    const savedValues = await em.getRepository(ProductAttributeValue).save(
      values.map((value, index) =>
        em.getRepository(ProductAttributeValue).create({
          attributeId: saved.id,
          name: value.name,
          htmlColor: value.color ?? null,
          isCustom: value.custom ?? false,
          sequence: index * 10,
        }),
      ),
    );
    return { attribute: saved, values: savedValues };
  };
  const legs = await attribute(texts('Legs', 'Pieds', 'Patas'), 'always', 'radio', [
    { name: texts('Steel', 'Acier', 'Acero') },
    { name: texts('Aluminium', 'Aluminium', 'Aluminio') },
    { name: texts('Oak', 'Chêne', 'Roble') },
  ]);
  const colour = await attribute(texts('Colour', 'Couleur', 'Color'), 'dynamic', 'color', [
    { name: texts('White', 'Blanc', 'Blanco'), color: '#ffffff' },
    { name: texts('Black', 'Noir', 'Negro'), color: '#222222' },
    { name: texts('Walnut', 'Noyer', 'Nogal'), color: '#773f1a' },
  ]);
  const engraving = await attribute(texts('Engraving', 'Gravure', 'Grabado'), 'no_variant', 'pills', [
    { name: texts('None', 'Aucune', 'Ninguno') },
    // A paid engraving of the shopper's initials: the page asks for them (a custom value).
    { name: texts('Initials', 'Initiales', 'Iniciales'), custom: true },
    { name: texts('Other, please specify', 'Autre, précisez', 'Otro, especifique'), custom: true },
  ]);
  const fabric = await attribute(texts('Fabric', 'Tissu', 'Tela'), 'always', 'select', [
    { name: texts('Grey felt', 'Feutre gris', 'Fieltro gris') },
    { name: texts('Blue wool', 'Laine bleue', 'Lana azul') },
    { name: texts('Black leather', 'Cuir noir', 'Cuero negro') },
  ]);

  let sequence = 0;
  const pictures = new Map<string, string>();
  const picture = async (color: string, shape: 'circle' | 'square' = 'circle') => {
    const key = `${color}-${shape}`;
    if (!pictures.has(key)) {
      const stored = await files.save(
        em,
        { buffer: await demoPicture(color, shape), originalName: `${key}.png`, mimeType: 'image/png' },
        { kind: 'image' },
      );
      pictures.set(key, stored.sha256);
    }
    return pictures.get(key)!;
  };

  const product = async (demo: DemoProduct) => {
    sequence += 10;
    const template = await em.getRepository(ProductTemplate).save(
      em.getRepository(ProductTemplate).create({
        name: demo.name,
        description: demo.description,
        slug: slugify(demo.name.en_US ?? 'product'),
        type: demo.type ?? 'consu',
        price: demo.price,
        listPrice: demo.listPrice ?? demo.price,
        currency,
        published: true,
        active: true,
        sequence,
        inventoryAvailability: demo.availability ?? 'never',
        availableThreshold: demo.threshold ?? 5,
        customMessage: demo.customMessage ?? '',
        categories: [categories.get(demo.category)!],
      }),
    );
    await em.getRepository(ProductImage).save(
      em.getRepository(ProductImage).create({
        templateId: template.id,
        variantId: null,
        fileSha: await picture(demo.color, demo.category === 'desks' ? 'square' : 'circle'),
        sequence: 10,
      }),
    );
    return template;
  };
  const simpleVariant = (template: ProductTemplate, stock: number) =>
    em.getRepository(ProductVariant).save(
      em.getRepository(ProductVariant).create({
        templateId: template.id,
        combinationKey: '',
        qtyAvailable: stock,
        virtualAvailable: stock,
        defaultCode: `VT-${String(template.id).padStart(4, '0')}`,
      }),
    );
  const line = async (
    template: ProductTemplate,
    attr: { attribute: ProductAttribute; values: ProductAttributeValue[] },
    extras: number[],
    lineSequence: number,
  ) => {
    const saved = await em.getRepository(ProductTemplateAttributeLine).save(
      em.getRepository(ProductTemplateAttributeLine).create({
        templateId: template.id,
        attributeId: attr.attribute.id,
        sequence: lineSequence,
      }),
    );
    return em.getRepository(ProductTemplateAttributeValue).save(
      attr.values.map((value, index) =>
        em.getRepository(ProductTemplateAttributeValue).create({
          lineId: saved.id,
          templateId: template.id,
          attributeValueId: value.id,
          priceExtra: extras[index] ?? 0,
        }),
      ),
    );
  };
  const exclude = (a: ProductTemplateAttributeValue, b: ProductTemplateAttributeValue) =>
    em
      .createQueryBuilder()
      .insert()
      .into('product_template_attribute_exclusion')
      .values([
        { valueId: a.id, excludedValueId: b.id },
        { valueId: b.id, excludedValueId: a.id },
      ])
      .execute();

  // The configurable desk: legs make variants, the colour makes them on demand, the engraving never.
  const desk = await product({
    name: texts('Customizable Desk', 'Bureau personnalisable', 'Escritorio personalizable'),
    description: texts(
      'A solid desk built to order: choose its legs, its top colour and an engraving.\n\n160 × 80 cm top, 74 cm high.',
      'Un bureau massif fabriqué à la commande : choisissez ses pieds, la couleur de son plateau et une gravure.\n\nPlateau de 160 × 80 cm, 74 cm de haut.',
      'Un escritorio macizo hecho por encargo: elija las patas, el color del tablero y un grabado.\n\nTablero de 160 × 80 cm, 74 cm de alto.',
    ),
    category: 'desks',
    price: 75000,
    listPrice: 80000,
    type: 'product',
    availability: 'never',
    color: '#8d6e63',
  });
  const deskLegs = await line(desk, legs, [0, 5000, 12000], 10);
  const deskColour = await line(desk, colour, [0, 0, 9000], 20);
  await line(desk, engraving, [0, 1500, 2500], 30);
  for (const leg of deskLegs)
    await em.getRepository(ProductVariant).save(
      em.getRepository(ProductVariant).create({
        templateId: desk.id,
        combinationKey: combinationKeyOf([leg.id, deskColour[0]!.id]),
        qtyAvailable: 20,
        virtualAvailable: 20,
      }),
    );
  // Oak legs do not go with a walnut top.
  await exclude(deskLegs[2]!, deskColour[2]!);

  // A chair with fabric variants, optional products and accessories.
  const chair = await product({
    name: texts('Conference Chair', 'Chaise de conférence', 'Silla de conferencia'),
    description: texts(
      'A stackable chair with a padded seat, for meeting rooms and dining tables.',
      'Une chaise empilable à l’assise rembourrée, pour les salles de réunion et les tables à manger.',
      'Una silla apilable con asiento acolchado, para salas de reuniones y mesas de comedor.',
    ),
    category: 'chairs',
    price: 3300,
    listPrice: 3900,
    type: 'product',
    availability: 'threshold',
    threshold: 10,
    color: '#546e7a',
  });
  const chairFabric = await line(chair, fabric, [0, 400, 1200], 10);
  for (const [index, value] of chairFabric.entries())
    await em.getRepository(ProductVariant).save(
      em.getRepository(ProductVariant).create({
        templateId: chair.id,
        combinationKey: combinationKeyOf([value.id]),
        qtyAvailable: [40, 6, 0][index]!,
        virtualAvailable: [40, 6, 0][index]!,
      }),
    );

  const byName = new Map<string, ProductTemplate>();
  for (const demo of demoSimpleProducts) {
    const template = await product(demo);
    await simpleVariant(template, demo.stock ?? 100);
    byName.set(demo.name.en_US!, template);
  }

  const relate = (table: string, column: string, templateId: number, others: ProductTemplate[]) =>
    em
      .createQueryBuilder()
      .insert()
      .into(table)
      .values(others.map((other) => ({ templateId, [column]: other.id })))
      .execute();
  const get = (name: string) => byName.get(name)!;
  await relate('product_optional_rel', 'optionalId', chair.id, [
    get('Chair Cushion'),
    get('Chair Floor Protection'),
  ]);
  await relate('product_optional_rel', 'optionalId', desk.id, [get('Cable Tray'), get('Monitor Stand')]);
  await relate('product_accessory_rel', 'accessoryId', chair.id, [
    get('Chair Cushion'),
    get('Furniture Assembly'),
  ]);
  await relate('product_accessory_rel', 'accessoryId', desk.id, [
    get('Desk Lamp LED'),
    get('Desk Organizer'),
    get('Furniture Assembly'),
  ]);
}
