import type { Translated } from '../../core/db/columns';
import type { InventoryAvailability, ProductType } from './product-template.entity';

/** A translated demo text: English, and French and Spanish when given. */
export const en = (text: string, fr?: string, es?: string): Translated => ({
  en_US: text,
  ...(fr ? { fr_FR: fr } : {}),
  ...(es ? { es_ES: es } : {}),
});

/** A demo product of the shop (SEED_DEMO). */
export interface DemoProduct {
  name: Translated;
  description: string;
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

/** The demo's products without attributes (catalog.seed.ts adds the configurable desk and the chair). */
export const demoSimpleProducts: DemoProduct[] = [
  {
    name: en('Standing Desk', 'Bureau assis-debout', 'Escritorio de pie'),
    description: 'Electric height adjustment from 65 to 125 cm.',
    category: 'desks',
    price: 89000,
    type: 'product',
    availability: 'always',
    stock: 12,
    color: '#455a64',
  },
  {
    name: en('Corner Desk'),
    description: 'An L-shaped desk for two screens.',
    category: 'desks',
    price: 52000,
    color: '#a1887f',
  },
  {
    name: en('Drawing Table'),
    description: 'Tilting top for drafting and sketching.',
    category: 'desks',
    price: 41000,
    listPrice: 46000,
    color: '#bcaaa4',
  },
  {
    name: en('Office Chair Black', 'Chaise de bureau noire', 'Silla de oficina negra'),
    description: 'Ergonomic chair with lumbar support and armrests.',
    category: 'chairs',
    price: 12000,
    color: '#263238',
  },
  {
    name: en('Armchair Élégance', 'Fauteuil Élégance', 'Sillón Elegancia'),
    description: 'A deep armchair for the reading corner.',
    category: 'chairs',
    price: 45000,
    color: '#6d4c41',
  },
  {
    name: en('Bar Stool'),
    description: 'Steel stool with a beech seat, 75 cm high.',
    category: 'chairs',
    price: 7900,
    color: '#78909c',
  },
  {
    name: en('Chair Cushion', 'Coussin de chaise', 'Cojín de silla'),
    description: 'A soft cushion that fits every conference chair.',
    category: 'chairs',
    price: 1500,
    color: '#ef9a9a',
  },
  {
    name: en('Chair Floor Protection', 'Protection de sol', 'Protector de suelo'),
    description: 'Felt pads for chair legs, set of four.',
    category: 'accessories',
    price: 1200,
    color: '#bdbdbd',
  },
  {
    name: en('Large Cabinet', 'Grande armoire', 'Armario grande'),
    description: 'Two doors, four shelves, lockable.',
    category: 'storage',
    price: 32000,
    type: 'product',
    availability: 'always',
    stock: 0,
    color: '#5d4037',
  },
  {
    name: en('Drawer Unit'),
    description: 'Three drawers on castors, fits under any desk.',
    category: 'storage',
    price: 18500,
    type: 'product',
    availability: 'threshold',
    threshold: 5,
    stock: 3,
    color: '#8d6e63',
  },
  {
    name: en('Bookshelf Oak'),
    description: 'Five shelves of solid oak.',
    category: 'storage',
    price: 27500,
    color: '#d7ccc8',
  },
  {
    name: en('Filing Cabinet'),
    description: 'Four drawers for hanging files.',
    category: 'storage',
    price: 21000,
    type: 'product',
    availability: 'custom',
    customMessage: 'Ships within 3 weeks',
    stock: 0,
    color: '#90a4ae',
  },
  {
    name: en('Storage Box'),
    description: 'Cardboard box with a lid, set of three.',
    category: 'storage',
    price: 1900,
    color: '#ffcc80',
  },
  {
    name: en('Desk Lamp LED', 'Lampe de bureau LED', 'Lámpara de escritorio LED'),
    description: 'Dimmable lamp with a flexible arm.',
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
    name: en('Floor Lamp'),
    description: 'Tall lamp with a linen shade.',
    category: 'lighting',
    price: 14900,
    color: '#ffe082',
  },
  {
    name: en('Pendant Light'),
    description: 'Glass pendant for meeting tables.',
    category: 'lighting',
    price: 9900,
    color: '#ffd54f',
  },
  {
    name: en('Monitor Stand'),
    description: 'Raises a screen to eye level; bamboo.',
    category: 'accessories',
    price: 4500,
    color: '#c5e1a5',
  },
  {
    name: en('Cable Tray'),
    description: 'Keeps cables under the desk top.',
    category: 'accessories',
    price: 2900,
    color: '#9e9e9e',
  },
  {
    name: en('Desk Organizer'),
    description: 'Trays and pots for pens and paper.',
    category: 'accessories',
    price: 2400,
    color: '#80cbc4',
  },
  {
    name: en('Whiteboard'),
    description: 'Magnetic whiteboard, 120 × 90 cm.',
    category: 'accessories',
    price: 8900,
    color: '#eceff1',
  },
  {
    name: en('Pin Board'),
    description: 'Cork board with an oak frame.',
    category: 'accessories',
    price: 3900,
    color: '#d7a86e',
  },
  {
    name: en('Coat Rack'),
    description: 'Free-standing rack with eight hooks.',
    category: 'accessories',
    price: 6900,
    color: '#a1887f',
  },
  {
    name: en('Desk Plant'),
    description: 'A small succulent in a concrete pot.',
    category: 'accessories',
    price: 1800,
    color: '#81c784',
  },
  {
    name: en('Office Design Consultation'),
    description: 'One hour with our designer, on site or by video.',
    category: 'services',
    price: 9000,
    type: 'service',
    color: '#7986cb',
  },
  {
    name: en('Furniture Assembly'),
    description: 'We assemble what you ordered, on the delivery day.',
    category: 'services',
    price: 4900,
    type: 'service',
    color: '#9575cd',
  },
  {
    name: en('Extended Warranty'),
    description: 'Five years of repairs or replacement.',
    category: 'services',
    price: 3900,
    type: 'service',
    color: '#4db6ac',
  },
];
