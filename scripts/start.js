#!/usr/bin/env node
// `npm start`: builds what changed, then runs the server, which serves the console at /userprofile/.
const path = require('node:path');
const { ensureBuilt, root } = require('./build-if-stale');

ensureBuilt();
require(path.join(root, 'dist', 'server', 'main.js'));
