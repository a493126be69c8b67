/** The portal's account page, and the mails that confirm a new e-mail address (spread into the catalogs). */
const en_US = {
  'portal.account.title': 'Your details',
  'portal.account.company': 'Company',
  'portal.account.save': 'Save',
  'portal.account.saved': 'Your details are saved.',
  'portal.account.link': 'Edit your details',
  'portal.account.emailPending':
    'We sent a link to your new e-mail address: your e-mail changes once you follow it.',
  'portal.account.emailConfirmed': 'Your new e-mail address is confirmed.',
  'portal.account.emailInvalid': 'This confirmation link is invalid or has expired.',
  'portal.account.mail.confirmSubject': 'Confirm your new e-mail address at %s',
  'portal.account.mail.confirmBody':
    'Hello %s,\n\nTo make this your e-mail address at %s, open this link within %s hours:\n%s\n\nIf you did not ask for it, ignore this message: nothing changes.',
  'portal.account.mail.changedSubject': 'Your e-mail address at %s has changed',
  'portal.account.mail.changedBody':
    'Hello %s,\n\nYour e-mail address at %s is now %s.\n\nIf you did not make this change, sign in, change it back and change your password: %s',
} as const satisfies Record<string, string>;

type Translation = Partial<Record<keyof typeof en_US, string>>;

export const customersMessages = {
  en_US,
  fr_FR: {
    'portal.account.title': 'Vos coordonnées',
    'portal.account.company': 'Société',
    'portal.account.save': 'Enregistrer',
    'portal.account.saved': 'Vos coordonnées sont enregistrées.',
    'portal.account.link': 'Modifier vos coordonnées',
    'portal.account.emailPending':
      'Nous avons envoyé un lien à votre nouvelle adresse e-mail : elle remplacera l’ancienne une fois ce lien suivi.',
    'portal.account.emailConfirmed': 'Votre nouvelle adresse e-mail est confirmée.',
    'portal.account.emailInvalid': 'Ce lien de confirmation n’est pas valide ou a expiré.',
    'portal.account.mail.confirmSubject': 'Confirmez votre nouvelle adresse e-mail sur %s',
    'portal.account.mail.confirmBody':
      'Bonjour %s,\n\nPour faire de cette adresse votre adresse e-mail sur %s, ouvrez ce lien dans les %s heures :\n%s\n\nSi vous ne l’avez pas demandé, ignorez ce message : rien ne change.',
    'portal.account.mail.changedSubject': 'Votre adresse e-mail sur %s a changé',
    'portal.account.mail.changedBody':
      'Bonjour %s,\n\nVotre adresse e-mail sur %s est désormais %s.\n\nSi vous n’êtes pas à l’origine de ce changement, connectez-vous, rétablissez-la et changez votre mot de passe : %s',
  } satisfies Translation,
  es_ES: {
    'portal.account.title': 'Sus datos',
    'portal.account.company': 'Empresa',
    'portal.account.save': 'Guardar',
    'portal.account.saved': 'Sus datos se han guardado.',
    'portal.account.link': 'Editar sus datos',
    'portal.account.emailPending':
      'Hemos enviado un enlace a su nueva dirección de correo electrónico: su correo cambiará cuando lo siga.',
    'portal.account.emailConfirmed': 'Su nueva dirección de correo electrónico está confirmada.',
    'portal.account.emailInvalid': 'Este enlace de confirmación no es válido o ha caducado.',
    'portal.account.mail.confirmSubject': 'Confirme su nueva dirección de correo electrónico en %s',
    'portal.account.mail.confirmBody':
      'Hola %s:\n\nPara que esta sea su dirección de correo electrónico en %s, abra este enlace en las próximas %s horas:\n%s\n\nSi no lo ha pedido, ignore este mensaje: nada cambia.',
    'portal.account.mail.changedSubject': 'Su dirección de correo electrónico en %s ha cambiado',
    'portal.account.mail.changedBody':
      'Hola %s:\n\nSu dirección de correo electrónico en %s es ahora %s.\n\nSi no ha hecho este cambio, inicie sesión, vuelva a poner la anterior y cambie su contraseña: %s',
  } satisfies Translation,
};
