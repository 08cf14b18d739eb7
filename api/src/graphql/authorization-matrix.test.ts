// Who may call what, for every operation, route and owned field, with the owner check as shipped
// (OWNER_CHECK=guard). The same matrix runs with scope-auth's type scopes in
// authorization-matrix-scope-auth.test.ts: both ways must give the same answers.
import { authorizationMatrix } from '../../test/authorization-matrix.ts';

authorizationMatrix();
