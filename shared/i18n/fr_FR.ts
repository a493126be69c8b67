import type { Catalog } from './index';

/** French UI strings. */
export const fr_FR = {
  'site.skipToContent': 'Aller au contenu',
  'site.mainMenu': 'Menu principal',
  'site.languages': 'Langues',
  'site.home': 'Accueil',
  'site.aboutUs': 'À propos',
  'site.cart': 'Panier',
  'site.signIn': 'Se connecter',
  'site.myAccount': 'Mon compte',
  'site.signOut': 'Se déconnecter',
  'site.copyright': 'Copyright © %s %s',

  'home.title': 'Bienvenue chez %s',
  'home.intro':
    'Découvrez qui nous sommes et ce que nous proposons. Parcourez nos pages, créez un compte pour suivre vos documents, et revenez bientôt : notre boutique en ligne arrive.',
  'home.aboutUsLink': 'En savoir plus sur nous',
  'home.signUpLink': 'Créer un compte',
  'page.unpublished': "Cette page n'est pas publiée : seuls les éditeurs la voient.",

  'login.title': 'Connexion',
  'login.login': 'E-mail',
  'login.password': 'Mot de passe',
  'login.submit': 'Se connecter',
  'login.forgotPassword': 'Mot de passe oublié ?',
  'login.noAccount': "Vous n'avez pas de compte ?",
  'login.signUpLink': 'Inscrivez-vous',

  'signup.title': 'Créer un compte',
  'signup.name': 'Votre nom',
  'signup.email': 'E-mail',
  'signup.password': 'Mot de passe',
  'signup.confirmPassword': 'Confirmez le mot de passe',
  'signup.submit': "S'inscrire",
  'signup.sending': 'Envoi…',
  'signup.haveAccount': 'Vous avez déjà un compte ?',
  'signup.signInLink': 'Connectez-vous',
  'signup.passwordMismatch': 'Les mots de passe ne correspondent pas.',

  'reset.title': 'Réinitialiser le mot de passe',
  'reset.intro':
    "Saisissez l'adresse e-mail de votre compte : nous vous enverrons un lien pour choisir un nouveau mot de passe.",
  'reset.email': 'E-mail',
  'reset.submit': 'Envoyer le lien',
  'reset.sent':
    'Si un compte existe pour cette adresse, nous avons envoyé un lien pour réinitialiser le mot de passe.',
  'reset.newPassword': 'Nouveau mot de passe',
  'reset.confirmPassword': 'Confirmez le nouveau mot de passe',
  'reset.setPassword': 'Enregistrer le mot de passe',
  'reset.done': 'Votre mot de passe a été modifié et vous êtes connecté.',
  'reset.backToLogin': 'Retour à la connexion',

  'logout.title': 'Déconnexion',
  'logout.question': 'Voulez-vous vous déconnecter ?',

  'my.title': 'Mon compte',
  'my.greeting': 'Bonjour, %s !',
  'my.email': 'E-mail',
  'my.intro': 'Voici votre espace client. Vos documents apparaîtront ici.',

  'error.notFoundTitle': 'Page introuvable',
  'error.notFoundText': "La page que vous cherchez n'existe pas ou a été déplacée.",
  'error.forbiddenTitle': 'Accès refusé',
  'error.forbiddenText': "Cette demande n'a pas pu être acceptée. Rechargez la page et réessayez.",
  'error.serverTitle': 'Une erreur est survenue',
  'error.serverText': 'Une erreur est survenue de notre côté. Veuillez réessayer dans un instant.',
  'error.backHome': "Retour à la page d'accueil",

  'auth.wrongLogin': 'Identifiant ou mot de passe incorrect',
  'auth.tooManyAttempts': 'Trop de tentatives. Veuillez réessayer plus tard.',
  'auth.emailTaken': 'Un compte existe déjà pour cette adresse e-mail.',
  'auth.invalidEmail': 'Veuillez saisir une adresse e-mail valide.',
  'auth.nameRequired': 'Veuillez saisir votre nom.',
  'auth.passwordTooShort': 'Le mot de passe doit contenir au moins %s caractères.',
  'auth.resetLinkInvalid': "Ce lien n'est pas valide ou a expiré.",
} satisfies Catalog;
