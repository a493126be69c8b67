/** Wishlists and back-in-stock alerts: UI and mail strings in every language (the catalogs take them all). */
const en_US = {
  'wishlist.link': 'Wishlist',
  'wishlist.heart': 'Wishlist: %s',
  'wishlist.title': 'My wishlist',
  'wishlist.empty': 'Your wishlist is empty. Press the heart of a product to keep it here.',
  'wishlist.inStock': 'In stock',
  'wishlist.chooseOptions': 'Choose options',
  'wishlist.remove': 'Remove',
  'wishlist.removeLabel': 'Remove %s',
  'wishlist.full': 'Your wishlist is full (%s products): remove one to add another.',
  'wishlist.share.title': 'Share this list',
  'wishlist.share.hint': 'Anyone with this link sees your list; nobody can change it through it.',
  'wishlist.share.link': 'Link to your wishlist',
  'wishlist.shared.title': 'A wishlist',
  'wishlist.shared.intro': 'Someone shared these products with you.',
  'wishlist.shared.invalid': 'This wishlist link is not valid. Ask its owner to send it again.',
  'wishlist.alert.title': 'E-mail me when it is back',
  'wishlist.alert.email': 'Your e-mail address',
  'wishlist.alert.submit': 'Notify me',
  'wishlist.alert.done': 'Done: we will e-mail you once when this product is back in stock.',
  'wishlist.alert.inStock': 'This product is in stock: you can order it now.',
  'wishlist.alert.badEmail': 'Please enter a valid e-mail address.',
  'wishlist.alert.unknown': 'This product does not exist.',
  'wishlist.alert.tooMany': 'Too many alerts asked from here. Please try again later.',
  'wishlist.mail.backSubject': '%s is back in stock',
  'wishlist.mail.backBody':
    'Hello,\n\n%s is back in stock at %s. You can order it here:\n%s\n\nYou asked us to tell you once: this alert has now ended.',
  'wishlist.mail.ownerBackSubject': 'A product of your wishlist is back in stock',
  'wishlist.mail.ownerBackBody':
    'Hello,\n\n%s, on your wishlist at %s, is back in stock:\n%s\n\nYour wishlist: %s',
  'wishlist.mail.priceDownSubject': 'A product of your wishlist costs less',
  'wishlist.mail.priceDownBody':
    'Hello,\n\n%s, on your wishlist at %s, now costs %s instead of %s:\n%s\n\nYour wishlist: %s',
} as const satisfies Record<string, string>;

type Translation = Record<keyof typeof en_US, string>;

export const wishlistsMessages = {
  en_US,
  fr_FR: {
    'wishlist.link': 'Favoris',
    'wishlist.heart': 'Favoris : %s',
    'wishlist.title': 'Mes favoris',
    'wishlist.empty': 'Vos favoris sont vides. Appuyez sur le cœur d’un produit pour le garder ici.',
    'wishlist.inStock': 'En stock',
    'wishlist.chooseOptions': 'Choisir les options',
    'wishlist.remove': 'Retirer',
    'wishlist.removeLabel': 'Retirer %s',
    'wishlist.full': 'Vos favoris sont pleins (%s produits) : retirez-en un pour en ajouter un autre.',
    'wishlist.share.title': 'Partager cette liste',
    'wishlist.share.hint':
      'Toute personne ayant ce lien voit votre liste ; personne ne peut la modifier par ce lien.',
    'wishlist.share.link': 'Lien vers vos favoris',
    'wishlist.shared.title': 'Une liste de favoris',
    'wishlist.shared.intro': 'Quelqu’un a partagé ces produits avec vous.',
    'wishlist.shared.invalid':
      'Ce lien de favoris n’est pas valide. Demandez à son propriétaire de vous le renvoyer.',
    'wishlist.alert.title': 'M’avertir par e-mail de son retour',
    'wishlist.alert.email': 'Votre adresse e-mail',
    'wishlist.alert.submit': 'M’avertir',
    'wishlist.alert.done':
      'C’est noté : nous vous écrirons une fois quand ce produit sera de nouveau en stock.',
    'wishlist.alert.inStock': 'Ce produit est en stock : vous pouvez le commander dès maintenant.',
    'wishlist.alert.badEmail': 'Veuillez saisir une adresse e-mail valide.',
    'wishlist.alert.unknown': 'Ce produit n’existe pas.',
    'wishlist.alert.tooMany': 'Trop d’alertes demandées d’ici. Veuillez réessayer plus tard.',
    'wishlist.mail.backSubject': '%s est de nouveau en stock',
    'wishlist.mail.backBody':
      'Bonjour,\n\n%s est de nouveau en stock chez %s. Vous pouvez le commander ici :\n%s\n\nVous nous aviez demandé de vous prévenir une fois : cette alerte est terminée.',
    'wishlist.mail.ownerBackSubject': 'Un produit de vos favoris est de nouveau en stock',
    'wishlist.mail.ownerBackBody':
      'Bonjour,\n\n%s, dans vos favoris chez %s, est de nouveau en stock :\n%s\n\nVos favoris : %s',
    'wishlist.mail.priceDownSubject': 'Un produit de vos favoris coûte moins cher',
    'wishlist.mail.priceDownBody':
      'Bonjour,\n\n%s, dans vos favoris chez %s, coûte maintenant %s au lieu de %s :\n%s\n\nVos favoris : %s',
  } satisfies Translation,
  es_ES: {
    'wishlist.link': 'Favoritos',
    'wishlist.heart': 'Favoritos: %s',
    'wishlist.title': 'Mis favoritos',
    'wishlist.empty':
      'Su lista de favoritos está vacía. Pulse el corazón de un producto para guardarlo aquí.',
    'wishlist.inStock': 'En stock',
    'wishlist.chooseOptions': 'Elegir opciones',
    'wishlist.remove': 'Quitar',
    'wishlist.removeLabel': 'Quitar %s',
    'wishlist.full': 'Su lista de favoritos está llena (%s productos): quite uno para añadir otro.',
    'wishlist.share.title': 'Compartir esta lista',
    'wishlist.share.hint': 'Quien tenga este enlace ve su lista; nadie puede cambiarla con él.',
    'wishlist.share.link': 'Enlace a sus favoritos',
    'wishlist.shared.title': 'Una lista de favoritos',
    'wishlist.shared.intro': 'Alguien compartió estos productos con usted.',
    'wishlist.shared.invalid':
      'Este enlace de favoritos no es válido. Pida a su propietario que se lo envíe de nuevo.',
    'wishlist.alert.title': 'Avisarme por correo cuando vuelva',
    'wishlist.alert.email': 'Su dirección de correo',
    'wishlist.alert.submit': 'Avisarme',
    'wishlist.alert.done': 'Hecho: le escribiremos una vez cuando este producto vuelva a estar en stock.',
    'wishlist.alert.inStock': 'Este producto está en stock: puede pedirlo ahora.',
    'wishlist.alert.badEmail': 'Introduzca una dirección de correo válida.',
    'wishlist.alert.unknown': 'Este producto no existe.',
    'wishlist.alert.tooMany': 'Demasiados avisos pedidos desde aquí. Inténtelo de nuevo más tarde.',
    'wishlist.mail.backSubject': '%s vuelve a estar en stock',
    'wishlist.mail.backBody':
      'Hola:\n\n%s vuelve a estar en stock en %s. Puede pedirlo aquí:\n%s\n\nNos pidió avisarle una vez: este aviso ha terminado.',
    'wishlist.mail.ownerBackSubject': 'Un producto de sus favoritos vuelve a estar en stock',
    'wishlist.mail.ownerBackBody':
      'Hola:\n\n%s, en sus favoritos de %s, vuelve a estar en stock:\n%s\n\nSus favoritos: %s',
    'wishlist.mail.priceDownSubject': 'Un producto de sus favoritos cuesta menos',
    'wishlist.mail.priceDownBody':
      'Hola:\n\n%s, en sus favoritos de %s, ahora cuesta %s en lugar de %s:\n%s\n\nSus favoritos: %s',
  } satisfies Translation,
};
