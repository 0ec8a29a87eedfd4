export const authTexts = {
  loginTitle: 'Sign in',
  loginDescription: 'Sign in to Teachkit, or register, to plan lessons against your curriculum and keep your teaching files in one place.',
  loginHeading: 'Sign in to Teachkit',
  loginIntro:
    'Use the account your Teachkit administrator set up for you, or register a new one. You will come straight back here afterwards.',
  loginRegister: 'Login / Register',
  connecting: 'Connecting...',
  unavailable: 'Sign-in is not available right now. The server may be starting up or unreachable.',
  checkStatus: 'Check the service status',
  logoutTitle: 'Signing out',
  signingOut: 'Signing you out...',
} as const;
