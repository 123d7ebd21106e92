// Runs before every infra test file (setupFiles run per file, also without isolation): the cloud
// assemblies a file's synths wrote are removed when the file is done.
import { afterAll } from 'vitest';
import { removeAssemblies } from './support.js';

afterAll(removeAssemblies);
