// State that outlives one test file. Jest gives every test file fresh modules, but this file is
// loaded with Node's own require (see reusedPgliteCopies.ts), so there is one per worker process.
module.exports = { idlePgliteCopies: [] };
