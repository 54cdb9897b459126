// Loads every enhance file once, so the cache tags apply before any endpoint is used. Features
// import hooks from the enhance files, never from the generated *.gen.ts ones.
import './session.enhance';
import './users.enhance';
import './password.enhance';
import './lookups.enhance';
import './applications.enhance';
import './appProfiles.enhance';
import './businessProfiles.enhance';
import './visibilityProfiles.enhance';
import './authClients.enhance';
import './customerCompanies.enhance';
