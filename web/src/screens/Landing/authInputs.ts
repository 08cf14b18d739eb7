// The sign-in forms' zod schemas are needed on submit only, so they download once the visitor starts
// on a form rather than with the landing page, whose JavaScript budget has no room for zod
// (bench/README.md, "Web client size").
type AuthInputsModule = typeof import('#shared/inputs/auth.inputs.ts');

let loading: Promise<AuthInputsModule> | undefined;

export function loadAuthInputs(): Promise<AuthInputsModule> {
  loading ??= import('#shared/inputs/auth.inputs.ts');
  return loading;
}
