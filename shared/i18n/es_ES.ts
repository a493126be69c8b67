import type { Catalog } from './index';

/** Spanish UI strings. */
export const es_ES = {
  'site.skipToContent': 'Ir al contenido',
  'site.mainMenu': 'Menú principal',
  'site.languages': 'Idiomas',
  'site.home': 'Inicio',
  'site.aboutUs': 'Sobre nosotros',
  'site.cart': 'Carrito',
  'site.signIn': 'Iniciar sesión',
  'site.myAccount': 'Mi cuenta',
  'site.signOut': 'Cerrar sesión',
  'site.copyright': 'Copyright © %s %s',

  'home.title': 'Bienvenido a %s',
  'home.intro':
    'Descubra quiénes somos y lo que ofrecemos. Recorra nuestras páginas, cree una cuenta para seguir sus documentos y vuelva pronto: nuestra tienda en línea está en camino.',
  'home.aboutUsLink': 'Más información sobre nosotros',
  'home.signUpLink': 'Crear una cuenta',
  'page.unpublished': 'Esta página no está publicada: solo los editores pueden verla.',

  'login.title': 'Iniciar sesión',
  'login.login': 'Correo electrónico',
  'login.password': 'Contraseña',
  'login.submit': 'Iniciar sesión',
  'login.forgotPassword': '¿Olvidó su contraseña?',
  'login.noAccount': '¿No tiene una cuenta?',
  'login.signUpLink': 'Regístrese',

  'signup.title': 'Crear una cuenta',
  'signup.name': 'Su nombre',
  'signup.email': 'Correo electrónico',
  'signup.password': 'Contraseña',
  'signup.confirmPassword': 'Confirme la contraseña',
  'signup.submit': 'Registrarse',
  'signup.sending': 'Enviando…',
  'signup.haveAccount': '¿Ya tiene una cuenta?',
  'signup.signInLink': 'Inicie sesión',
  'signup.passwordMismatch': 'Las contraseñas no coinciden.',

  'reset.title': 'Restablecer la contraseña',
  'reset.intro':
    'Introduzca la dirección de correo electrónico de su cuenta y le enviaremos un enlace para elegir una nueva contraseña.',
  'reset.email': 'Correo electrónico',
  'reset.submit': 'Enviar el enlace',
  'reset.sent':
    'Si existe una cuenta para esta dirección, le hemos enviado un enlace para restablecer la contraseña.',
  'reset.newPassword': 'Nueva contraseña',
  'reset.confirmPassword': 'Confirme la nueva contraseña',
  'reset.setPassword': 'Guardar la contraseña',
  'reset.done': 'Su contraseña ha sido cambiada y ha iniciado sesión.',
  'reset.backToLogin': 'Volver a iniciar sesión',

  'logout.title': 'Cerrar sesión',
  'logout.question': '¿Desea cerrar la sesión?',

  'my.title': 'Mi cuenta',
  'my.greeting': '¡Hola, %s!',
  'my.email': 'Correo electrónico',
  'my.intro': 'Este es su espacio de cliente. Sus documentos aparecerán aquí.',

  'error.notFoundTitle': 'Página no encontrada',
  'error.notFoundText': 'La página que busca no existe o se ha movido.',
  'error.forbiddenTitle': 'Acceso denegado',
  'error.forbiddenText': 'No se ha podido aceptar esta solicitud. Recargue la página e inténtelo de nuevo.',
  'error.serverTitle': 'Algo ha salido mal',
  'error.serverText': 'Se ha producido un error por nuestra parte. Inténtelo de nuevo en un momento.',
  'error.backHome': 'Volver a la página de inicio',

  'auth.wrongLogin': 'Usuario o contraseña incorrectos',
  'auth.tooManyAttempts': 'Demasiados intentos. Inténtelo de nuevo más tarde.',
  'auth.emailTaken': 'Ya existe una cuenta para esta dirección de correo electrónico.',
  'auth.invalidEmail': 'Introduzca una dirección de correo electrónico válida.',
  'auth.nameRequired': 'Introduzca su nombre.',
  'auth.passwordTooShort': 'La contraseña debe tener al menos %s caracteres.',
  'auth.resetLinkInvalid': 'Este enlace no es válido o ha caducado.',
} satisfies Catalog;
