import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { importEsm } from '../server/testing/importEsm';

// The lint rule project/boundaries (eslint.config.mjs) asks this function about every relative import.
type BoundaryBroken = (file: string, target: string) => string | null;
let boundaryBroken: BoundaryBroken;

beforeAll(async () => {
  const url = pathToFileURL(path.join(__dirname, '..', 'scripts', 'importBoundaries.mjs')).href;
  ({ boundaryBroken } = await importEsm<{ boundaryBroken: BoundaryBroken }>(url));
});

const allowed = (file: string, target: string) => expect(boundaryBroken(file, target)).toBeNull();
const refused = (file: string, target: string, why: RegExp) => expect(boundaryBroken(file, target)).toMatch(why);

describe('console boundaries', () => {
  it('lets a feature use another feature only through its index', () => {
    allowed('src/features/users/edit/UserEditPage.tsx', 'src/features/session');
    allowed('src/features/users/edit/UserEditPage.tsx', 'src/features/session/index');
    allowed('src/features/users/edit/UserEditPage.tsx', 'src/features/users/list/userFields');
    refused('src/features/users/edit/UserEditPage.tsx', 'src/features/session/sessionSlice', /only through its index/);
  });

  it('keeps src/shared free of the app and the features', () => {
    allowed('src/shared/list/useQueryList.ts', 'src/api/roleNames');
    refused('src/shared/list/useQueryList.ts', 'src/app/store', /src\/shared never depends/);
    refused('src/shared/list/useQueryList.ts', 'src/features/users', /src\/shared never depends/);
  });
});

describe('server layers', () => {
  it('lets each layer import downward: contract < db < auth < http < features', () => {
    allowed('server/db/schema.ts', 'server/contract/roleNames');
    allowed('server/auth/visibility.ts', 'server/db/client');
    allowed('server/http/errorHandler.ts', 'server/db/uniqueViolation');
    allowed('server/features/users/handlers.ts', 'server/http/handlerTypes');
    allowed('server/features/users/handlers.ts', 'server/push/affectedUserPush');
    allowed('server/demo/seed.ts', 'server/demoApps/demoCatalog');
    allowed('server/bootstrap/bootstrapAdmin.ts', 'server/auth/passwords');
  });

  it('refuses an import upward', () => {
    refused('server/contract/contract.ts', 'server/db/client', /below server\/db/);
    refused('server/db/builtins.ts', 'server/auth/passwords', /below server\/auth/);
    refused('server/db/seed.ts', 'server/http/contract', /below server\/http/);
    refused('server/auth/consoleGrants.ts', 'server/http/problem', /below server\/http/);
    refused('server/http/registerOperations.ts', 'server/features/users/handlers', /below server\/features/);
    refused('server/features/users/handlers.ts', 'server/demo/seed', /below server\/demo/);
  });

  it('keeps connectors away from the features', () => {
    refused('server/connectors/applicationConnector.ts', 'server/features/users/userContact', /below server\/features/);
    refused('server/connectors/applicationConnector.ts', 'server/features/users', /below server\/features/);
  });

  it('refuses imports between the folders of one row', () => {
    refused('server/auth/visibility.ts', 'server/audit/auditLog', /one layer/);
    refused('server/inventory/httpInventory.ts', 'server/push/userPush', /one layer/);
  });

  it('lets a server feature use another only through its index, session and mfa excepted', () => {
    allowed('server/features/access/handlers.ts', 'server/features/users');
    allowed('server/features/access/handlers.ts', 'server/features/users/index');
    allowed('server/features/users/bulk/userImport.ts', 'server/features/users/userWrite');
    refused('server/features/access/handlers.ts', 'server/features/users/manageableUser', /only through its index/);
    allowed('server/features/session/handlers.ts', 'server/features/mfa/loginSteps');
    allowed('server/features/mfa/loginSteps.ts', 'server/features/session/accounts');
    refused('server/features/mfa/userSessionsHandlers.ts', 'server/features/users/manageableUser', /only through its index/);
  });

  it('lets layers use paths and config, auth and above the request context, and no other process file', () => {
    allowed('server/contract/contract.ts', 'server/paths');
    allowed('server/db/migrate.ts', 'server/paths');
    allowed('server/mail/createMailer.ts', 'server/config');
    allowed('server/auth/authenticate.ts', 'server/context');
    refused('server/db/client.ts', 'server/context', /only paths and config/);
    refused('server/features/users/handlers.ts', 'server/app', /only paths, config and context/);
  });

  it('asks for a new server folder to be placed in a layer', () => {
    refused('server/jobs/runner.ts', 'server/db/client', /server\/jobs is in no layer/);
    refused('server/db/client.ts', 'server/jobs/runner', /server\/jobs is in no layer/);
  });

  it('leaves tests, test helpers and the process files alone', () => {
    allowed('server/db/migrate.test.ts', 'server/features/users/userWrite');
    allowed('server/features/users/testing/userRequests.ts', 'server/features/session/accounts');
    allowed('server/testing/testApp.ts', 'server/app');
    allowed('server/app.ts', 'server/features/users/handlers');
  });
});
