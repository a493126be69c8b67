/**
 * The Terms page's title and blocks as they were when the TermsPage migration was written: a migration
 * is history, so it keeps its own copy (the website feature's terms-page.ts may change later).
 */
export const termsPageAtMigration = {
  "title": {
    "en_US": "Terms and conditions",
    "fr_FR": "Conditions générales de vente",
    "es_ES": "Términos y condiciones"
  },
  "blocks": {
    "en_US": [
      {
        "id": "terms",
        "type": "text",
        "text": "## Orders\n\nAn order is placed when you confirm it and pay it, or choose to pay it by bank transfer. We confirm it by e-mail.\n\n## Prices and payment\n\nPrices are shown with their taxes and the shipping chosen before you confirm the order. An order paid by bank transfer is kept for the days shown in its instructions, then cancelled.\n\n## Delivery\n\nWe ship within the time shown for the shipping method you chose, to the address of your order.\n\n## Returns\n\nYou may return an item within 14 days of its delivery, unused and in its packaging, for a refund.\n\n## Contact\n\nFor any question about an order, write to us from the contact page, with your order number."
      }
    ],
    "fr_FR": [
      {
        "id": "terms",
        "type": "text",
        "text": "## Commandes\n\nUne commande est passée lorsque vous la confirmez et la payez, ou choisissez de la payer par virement. Nous la confirmons par e-mail.\n\n## Prix et paiement\n\nLes prix sont indiqués avec leurs taxes et la livraison choisie avant la confirmation de la commande. Une commande payée par virement est conservée le nombre de jours indiqué dans ses instructions, puis annulée.\n\n## Livraison\n\nNous expédions dans le délai indiqué pour le mode de livraison choisi, à l’adresse de votre commande.\n\n## Retours\n\nVous pouvez retourner un article dans les 14 jours suivant sa livraison, inutilisé et dans son emballage, pour être remboursé.\n\n## Contact\n\nPour toute question sur une commande, écrivez-nous depuis la page de contact, avec votre numéro de commande."
      }
    ],
    "es_ES": [
      {
        "id": "terms",
        "type": "text",
        "text": "## Pedidos\n\nUn pedido se realiza cuando lo confirma y lo paga, o elige pagarlo por transferencia bancaria. Se lo confirmamos por correo electrónico.\n\n## Precios y pago\n\nLos precios se muestran con sus impuestos y el envío elegido antes de confirmar el pedido. Un pedido pagado por transferencia se conserva los días indicados en sus instrucciones y luego se cancela.\n\n## Entrega\n\nEnviamos en el plazo indicado para el método de envío elegido, a la dirección de su pedido.\n\n## Devoluciones\n\nPuede devolver un artículo en los 14 días siguientes a su entrega, sin usar y en su embalaje, para obtener el reembolso.\n\n## Contacto\n\nPara cualquier pregunta sobre un pedido, escríbanos desde la página de contacto, con su número de pedido."
      }
    ]
  }
} as const;
