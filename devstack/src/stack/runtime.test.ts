/**
 * Everything the project runs runs on the Node its functions are deployed on (firebase.json's
 * runtime), which package.json brings from the npm registry as node_modules/.bin/node
 * (docs/decisions/0030-node-from-the-npm-registry.md).
 */
import { describe, expect, it } from 'vitest';
import firebaseJson from '../../../firebase.json' with { type: 'json' };
import rootPackage from '../../../package.json' with { type: 'json' };

const deployedMajor = firebaseJson.functions[0]!.runtime.replace('nodejs', '');

describe("the project's Node", () => {
  it("is the functions' runtime, for every platform package.json brings it for", () => {
    const versions = Object.entries(rootPackage.optionalDependencies).filter(([name]) => name.startsWith('node-'));
    expect(versions.length).toBeGreaterThan(0);
    for (const [, version] of versions) expect(version.split('.')[0]).toBe(deployedMajor);
    expect(new Set(versions.map(([, version]) => version)).size).toBe(1);
  });

  it('runs these tests', () => {
    expect(process.versions.node.split('.')[0]).toBe(deployedMajor);
  });
});
