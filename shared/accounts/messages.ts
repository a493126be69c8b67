/**
 * Sign-up by e-mail (issue 25, item 17): the page's answer, which never tells whether the address has
 * an account, the step that finishes it and the two mails (spread into the catalogs).
 */
const en_US = {
  'signup.sent': 'Check your inbox: we sent a message to %s with the next step.',
  'signup.finishTitle': 'Choose your password',
  'signup.finishIntro': 'One last step: choose the password of your account.',
  'signup.finishSubmit': 'Create my account',
  'signup.mail.subject': 'Finish creating your account at %s',
  'signup.mail.body':
    'Hello %s,\n\nTo finish creating your account at %s, choose your password within %s hours:\n%s\n\nIf you did not ask for an account, ignore this message.',
  'signup.mail.existsSubject': 'Your account at %s',
  'signup.mail.existsBody':
    'Hello %s,\n\nSomeone, maybe you, asked to create an account at %s with this e-mail address, which already has one.\n\nSign in: %s\nForgot your password? Choose a new one: %s\n\nIf it was not you, ignore this message: nothing has changed.',
} as const satisfies Record<string, string>;

type Translation = Partial<Record<keyof typeof en_US, string>>;

export const accountsMessages = {
  en_US,
  fr_FR: {
    'signup.sent': 'Consultez votre boîte de réception : nous avons envoyé un message à %s avec la suite.',
    'signup.finishTitle': 'Choisissez votre mot de passe',
    'signup.finishIntro': 'Dernière étape : choisissez le mot de passe de votre compte.',
    'signup.finishSubmit': 'Créer mon compte',
    'signup.mail.subject': 'Terminez la création de votre compte sur %s',
    'signup.mail.body':
      'Bonjour %s,\n\nPour terminer la création de votre compte sur %s, choisissez votre mot de passe dans les %s heures :\n%s\n\nSi vous n’avez pas demandé de compte, ignorez ce message.',
    'signup.mail.existsSubject': 'Votre compte sur %s',
    'signup.mail.existsBody':
      'Bonjour %s,\n\nQuelqu’un, peut-être vous, a demandé à créer un compte sur %s avec cette adresse e-mail, qui en a déjà un.\n\nVous connecter : %s\nMot de passe oublié ? Choisissez-en un nouveau : %s\n\nSi ce n’était pas vous, ignorez ce message : rien n’a changé.',
  } satisfies Translation,
  es_ES: {
    'signup.sent': 'Revise su bandeja de entrada: hemos enviado un mensaje a %s con el siguiente paso.',
    'signup.finishTitle': 'Elija su contraseña',
    'signup.finishIntro': 'Un último paso: elija la contraseña de su cuenta.',
    'signup.finishSubmit': 'Crear mi cuenta',
    'signup.mail.subject': 'Termine de crear su cuenta en %s',
    'signup.mail.body':
      'Hola %s:\n\nPara terminar de crear su cuenta en %s, elija su contraseña en las próximas %s horas:\n%s\n\nSi no ha pedido una cuenta, ignore este mensaje.',
    'signup.mail.existsSubject': 'Su cuenta en %s',
    'signup.mail.existsBody':
      'Hola %s:\n\nAlguien, quizá usted, ha pedido crear una cuenta en %s con esta dirección de correo electrónico, que ya tiene una.\n\nIniciar sesión: %s\n¿Ha olvidado su contraseña? Elija una nueva: %s\n\nSi no fue usted, ignore este mensaje: nada ha cambiado.',
  } satisfies Translation,
};
