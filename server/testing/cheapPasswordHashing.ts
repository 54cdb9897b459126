import { setPasswordHashCostForTests } from '../auth/passwords';

// Jest setup of the server projects and of their template databases: scrypt at N=2^10, p=1
// (about a millisecond) instead of OWASP's 32 MiB per hash. Tests are about what the server
// does with passwords, not how hard a hash is to crack; a lockout test alone made hundreds.
setPasswordHashCostForTests({ N: 2 ** 10, r: 8, p: 1 });
