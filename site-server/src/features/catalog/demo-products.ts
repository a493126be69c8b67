import type { Translated } from '../../core/db/columns';
import type { InventoryAvailability, ProductType } from './product-template.entity';

/** A demo text in the site's three languages. */
export const texts = (text: string, fr: string, es: string): Translated => ({
  en_US: text,
  fr_FR: fr,
  es_ES: es,
});

export interface DemoProduct {
  name: Translated;
  description: Translated;
  category: string;
  price: number;
  listPrice?: number;
  type?: ProductType;
  availability?: InventoryAvailability;
  threshold?: number;
  customMessage?: string;
  stock?: number;
  color: string;
}

/** The demo's products without variants, in the shop's order after the desk and the chair. */
export const demoSimpleProducts: DemoProduct[] = [
  {
    name: texts('Standing Desk', 'Bureau assis-debout', 'Escritorio de pie'),
    description: texts(
      'Electric height adjustment from 65 to 125 cm.',
      'Réglage électrique de la hauteur, de 65 à 125 cm.',
      'Ajuste eléctrico de altura de 65 a 125 cm.',
    ),
    category: 'desks',
    price: 89000,
    type: 'product',
    availability: 'always',
    stock: 12,
    color: '#455a64',
  },
  {
    name: texts('Corner Desk', 'Bureau d’angle', 'Escritorio de esquina'),
    description: texts(
      'An L-shaped desk for two screens.',
      'Un bureau en L pour deux écrans.',
      'Un escritorio en L para dos pantallas.',
    ),
    category: 'desks',
    price: 52000,
    color: '#a1887f',
  },
  {
    name: texts('Drawing Table', 'Table à dessin', 'Mesa de dibujo'),
    description: texts(
      'Tilting top for drafting and sketching.',
      'Plateau inclinable pour le dessin technique et les croquis.',
      'Tablero inclinable para dibujo técnico y bocetos.',
    ),
    category: 'desks',
    price: 41000,
    listPrice: 46000,
    color: '#bcaaa4',
  },
  {
    name: texts('Office Chair Black', 'Chaise de bureau noire', 'Silla de oficina negra'),
    description: texts(
      'Ergonomic chair with lumbar support and armrests.',
      'Chaise ergonomique avec soutien lombaire et accoudoirs.',
      'Silla ergonómica con soporte lumbar y reposabrazos.',
    ),
    category: 'chairs',
    price: 12000,
    color: '#263238',
  },
  {
    name: texts('Armchair Élégance', 'Fauteuil Élégance', 'Sillón Elegancia'),
    description: texts(
      'A deep armchair for the reading corner.',
      'Un fauteuil profond pour le coin lecture.',
      'Un sillón profundo para el rincón de lectura.',
    ),
    category: 'chairs',
    price: 45000,
    color: '#6d4c41',
  },
  {
    name: texts('Bar Stool', 'Tabouret de bar', 'Taburete de bar'),
    description: texts(
      'Steel stool with a beech seat, 75 cm high.',
      'Tabouret en acier avec assise en hêtre, 75 cm de haut.',
      'Taburete de acero con asiento de haya, 75 cm de alto.',
    ),
    category: 'chairs',
    price: 7900,
    color: '#78909c',
  },
  {
    name: texts('Chair Cushion', 'Coussin de chaise', 'Cojín de silla'),
    description: texts(
      'A soft cushion that fits every conference chair.',
      'Un coussin moelleux adapté à toutes les chaises de conférence.',
      'Un cojín suave que se adapta a todas las sillas de conferencia.',
    ),
    category: 'chairs',
    price: 1500,
    color: '#ef9a9a',
  },
  {
    name: texts('Chair Floor Protection', 'Protection de sol', 'Protector de suelo'),
    description: texts(
      'Felt pads for chair legs, set of four.',
      'Patins en feutre pour pieds de chaise, lot de quatre.',
      'Almohadillas de fieltro para patas de silla, juego de cuatro.',
    ),
    category: 'accessories',
    price: 1200,
    color: '#bdbdbd',
  },
  {
    name: texts('Large Cabinet', 'Grande armoire', 'Armario grande'),
    description: texts(
      'Two doors, four shelves, lockable.',
      'Deux portes, quatre étagères, fermeture à clé.',
      'Dos puertas, cuatro estantes, con cerradura.',
    ),
    category: 'storage',
    price: 32000,
    type: 'product',
    availability: 'always',
    stock: 0,
    color: '#5d4037',
  },
  {
    name: texts('Drawer Unit', 'Caisson à tiroirs', 'Cajonera'),
    description: texts(
      'Three drawers on castors, fits under any desk.',
      'Trois tiroirs sur roulettes, se glisse sous tous les bureaux.',
      'Tres cajones con ruedas, cabe bajo cualquier escritorio.',
    ),
    category: 'storage',
    price: 18500,
    type: 'product',
    availability: 'threshold',
    threshold: 5,
    stock: 3,
    color: '#8d6e63',
  },
  {
    name: texts('Bookshelf Oak', 'Bibliothèque en chêne', 'Estantería de roble'),
    description: texts(
      'Five shelves of solid oak.',
      'Cinq étagères en chêne massif.',
      'Cinco estantes de roble macizo.',
    ),
    category: 'storage',
    price: 27500,
    color: '#d7ccc8',
  },
  {
    name: texts('Filing Cabinet', 'Classeur à tiroirs', 'Archivador'),
    description: texts(
      'Four drawers for hanging files.',
      'Quatre tiroirs pour dossiers suspendus.',
      'Cuatro cajones para carpetas colgantes.',
    ),
    category: 'storage',
    price: 21000,
    type: 'product',
    availability: 'custom',
    customMessage: 'Ships within 3 weeks',
    stock: 0,
    color: '#90a4ae',
  },
  {
    name: texts('Storage Box', 'Boîte de rangement', 'Caja de almacenaje'),
    description: texts(
      'Cardboard box with a lid, set of three.',
      'Boîte en carton avec couvercle, lot de trois.',
      'Caja de cartón con tapa, juego de tres.',
    ),
    category: 'storage',
    price: 1900,
    color: '#ffcc80',
  },
  {
    name: texts('Desk Lamp LED', 'Lampe de bureau LED', 'Lámpara de escritorio LED'),
    description: texts(
      'Dimmable lamp with a flexible arm.',
      'Lampe à intensité variable avec bras flexible.',
      'Lámpara regulable con brazo flexible.',
    ),
    category: 'lighting',
    price: 5900,
    listPrice: 6900,
    type: 'product',
    availability: 'threshold',
    threshold: 5,
    stock: 40,
    color: '#fff176',
  },
  {
    name: texts('Floor Lamp', 'Lampadaire', 'Lámpara de pie'),
    description: texts(
      'Tall lamp with a linen shade.',
      'Grand lampadaire avec abat-jour en lin.',
      'Lámpara alta con pantalla de lino.',
    ),
    category: 'lighting',
    price: 14900,
    color: '#ffe082',
  },
  {
    name: texts('Pendant Light', 'Suspension', 'Lámpara colgante'),
    description: texts(
      'Glass pendant for meeting tables.',
      'Suspension en verre pour tables de réunion.',
      'Lámpara colgante de vidrio para mesas de reuniones.',
    ),
    category: 'lighting',
    price: 9900,
    color: '#ffd54f',
  },
  {
    name: texts('Monitor Stand', 'Support d’écran', 'Soporte para monitor'),
    description: texts(
      'Raises a screen to eye level; bamboo.',
      'Place l’écran à hauteur des yeux ; en bambou.',
      'Eleva la pantalla a la altura de los ojos; de bambú.',
    ),
    category: 'accessories',
    price: 4500,
    color: '#c5e1a5',
  },
  {
    name: texts('Cable Tray', 'Passe-câbles', 'Bandeja pasacables'),
    description: texts(
      'Keeps cables under the desk top.',
      'Range les câbles sous le plateau du bureau.',
      'Mantiene los cables bajo el tablero.',
    ),
    category: 'accessories',
    price: 2900,
    color: '#9e9e9e',
  },
  {
    name: texts('Desk Organizer', 'Organiseur de bureau', 'Organizador de escritorio'),
    description: texts(
      'Trays and pots for pens and paper.',
      'Bacs et pots pour stylos et papiers.',
      'Bandejas y botes para bolígrafos y papel.',
    ),
    category: 'accessories',
    price: 2400,
    color: '#80cbc4',
  },
  {
    name: texts('Whiteboard', 'Tableau blanc', 'Pizarra blanca'),
    description: texts(
      'Magnetic whiteboard, 120 × 90 cm.',
      'Tableau blanc magnétique, 120 × 90 cm.',
      'Pizarra blanca magnética, 120 × 90 cm.',
    ),
    category: 'accessories',
    price: 8900,
    color: '#eceff1',
  },
  {
    name: texts('Pin Board', 'Tableau en liège', 'Tablón de corcho'),
    description: texts(
      'Cork board with an oak frame.',
      'Tableau en liège avec cadre en chêne.',
      'Tablón de corcho con marco de roble.',
    ),
    category: 'accessories',
    price: 3900,
    color: '#d7a86e',
  },
  {
    name: texts('Coat Rack', 'Portemanteau', 'Perchero'),
    description: texts(
      'Free-standing rack with eight hooks.',
      'Portemanteau sur pied à huit patères.',
      'Perchero de pie con ocho ganchos.',
    ),
    category: 'accessories',
    price: 6900,
    color: '#a1887f',
  },
  {
    name: texts('Desk Plant', 'Plante de bureau', 'Planta de escritorio'),
    description: texts(
      'A small succulent in a concrete pot.',
      'Une petite plante grasse dans un pot en béton.',
      'Una pequeña suculenta en una maceta de hormigón.',
    ),
    category: 'accessories',
    price: 1800,
    color: '#81c784',
  },
  {
    name: texts(
      'Office Design Consultation',
      'Conseil en aménagement de bureau',
      'Asesoría de diseño de oficinas',
    ),
    description: texts(
      'One hour with our designer, on site or by video.',
      'Une heure avec notre designer, sur place ou en visio.',
      'Una hora con nuestro diseñador, en persona o por vídeo.',
    ),
    category: 'services',
    price: 9000,
    type: 'service',
    color: '#7986cb',
  },
  {
    name: texts('Furniture Assembly', 'Montage de meubles', 'Montaje de muebles'),
    description: texts(
      'We assemble what you ordered, on the delivery day.',
      'Nous montons ce que vous avez commandé, le jour de la livraison.',
      'Montamos lo que ha pedido el día de la entrega.',
    ),
    category: 'services',
    price: 4900,
    type: 'service',
    color: '#9575cd',
  },
  {
    name: texts('Extended Warranty', 'Extension de garantie', 'Garantía ampliada'),
    description: texts(
      'Five years of repairs or replacement.',
      'Cinq ans de réparations ou de remplacement.',
      'Cinco años de reparaciones o sustitución.',
    ),
    category: 'services',
    price: 3900,
    type: 'service',
    color: '#4db6ac',
  },
];
