// Where this device remembers that its last viewer answer had a viewer (app/AppViewer.tsx): a hint
// that only decides what to download early. Its own module so the web-vitals bench can set it as the
// app leaves it after a sign-in.
export const SIGNED_IN_HINT = 'oneiro.signedIn';
