/** English UI strings: the source catalog. Every other catalog translates these keys. */
export const en_US = {
  // Site header and footer
  'site.skipToContent': 'Skip to content',
  'site.mainMenu': 'Main menu',
  'site.languages': 'Languages',
  'site.home': 'Home',
  'site.aboutUs': 'About us',
  'site.cart': 'Cart',
  'site.signIn': 'Sign in',
  'site.myAccount': 'My account',
  'site.signOut': 'Sign out',
  'site.copyright': 'Copyright © %s %s',

  // Home page
  'home.title': 'Welcome to %s',
  'home.intro':
    'Discover who we are and what we offer. Browse our pages, create an account to follow your documents, and come back soon: our online shop is on its way.',
  'home.aboutUsLink': 'Learn more about us',
  'home.signUpLink': 'Create an account',
  'page.unpublished': 'This page is not published: only editors can see it.',

  // Sign in
  'login.title': 'Sign in',
  'login.login': 'E-mail',
  'login.password': 'Password',
  'login.submit': 'Sign in',
  'login.forgotPassword': 'Forgot your password?',
  'login.noAccount': "Don't have an account?",
  'login.signUpLink': 'Sign up',

  // Sign up
  'signup.title': 'Create an account',
  'signup.name': 'Your name',
  'signup.email': 'E-mail',
  'signup.password': 'Password',
  'signup.confirmPassword': 'Confirm password',
  'signup.submit': 'Sign up',
  'signup.sending': 'Sending…',
  'signup.haveAccount': 'Already have an account?',
  'signup.signInLink': 'Sign in',
  'signup.passwordMismatch': 'The passwords do not match.',

  // Password reset
  'reset.title': 'Reset password',
  'reset.intro':
    'Enter the e-mail address of your account and we will send you a link to choose a new password.',
  'reset.email': 'E-mail',
  'reset.submit': 'Send the link',
  'reset.sent': 'If an account exists for this address, we sent a link to reset the password.',
  'reset.newPassword': 'New password',
  'reset.confirmPassword': 'Confirm the new password',
  'reset.setPassword': 'Set the password',
  'reset.done': 'Your password has been changed, and you are signed in.',
  'reset.backToLogin': 'Back to sign in',

  // Sign out
  'logout.title': 'Sign out',
  'logout.question': 'Do you want to sign out?',

  // Portal
  'my.title': 'My account',
  'my.greeting': 'Hello, %s!',
  'my.email': 'E-mail',
  'my.intro': 'This is your customer space. Your documents will appear here.',

  // Error pages
  'error.notFoundTitle': 'Page not found',
  'error.notFoundText': 'The page you are looking for does not exist, or it has moved.',
  'error.forbiddenTitle': 'Access denied',
  'error.forbiddenText': 'This request could not be accepted. Reload the page and try again.',
  'error.serverTitle': 'Something went wrong',
  'error.serverText': 'An error occurred on our side. Please try again in a moment.',
  'error.backHome': 'Back to the home page',

  // Messages the server gives through the site's auth calls
  'auth.wrongLogin': 'Wrong login or password',
  'auth.tooManyAttempts': 'Too many attempts. Please try again later.',
  'auth.emailTaken': 'An account already exists for this e-mail address.',
  'auth.invalidEmail': 'Please enter a valid e-mail address.',
  'auth.nameRequired': 'Please enter your name.',
  'auth.passwordTooShort': 'The password must be at least %s characters long.',
  'auth.resetLinkInvalid': 'This link is invalid or has expired.',
} as const satisfies Record<string, string>;
