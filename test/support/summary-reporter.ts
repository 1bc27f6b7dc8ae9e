// Ends a vitest run with one plain line, "unit: 41 passed, 0 failed, 2 skipped", that CI
// tooling which does not know vitest's own output can read.
import type { Reporter, TestModule } from 'vitest/node';

export default class SummaryReporter implements Reporter {
  constructor(private readonly label = 'tests') {}

  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    for (const testModule of testModules) {
      for (const test of testModule.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') passed += 1;
        else if (state === 'failed') failed += 1;
        else skipped += 1;
      }
      if (testModule.state() === 'failed' && [...testModule.children.allTests()].length === 0) failed += 1;
    }
    console.log(`\n${this.label}: ${passed} passed, ${failed} failed, ${skipped} skipped`);
  }
}
