// Loads an ESM-only package (oauth4webapi) from a test. Jest transpiles only .ts files, so the
// import() below stays native and Jest's runtime (--experimental-vm-modules) loads the module;
// in a .ts file ts-jest would turn it into a require(), which an ESM-only package refuses.
module.exports = { importEsm: (specifier) => import(specifier) };
