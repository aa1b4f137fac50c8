/** `ab serve-sim` flag validation (the server itself is covered by endpoint_test.ts). */
import assert from "node:assert/strict";
import { UsageError } from "../../lib/cli/command.ts";
import { serveSimCommand } from "../../lib/cli/serve_sim.ts";

Deno.test("serve-sim rejects bad ports, fault rates and stray arguments as usage errors", async () => {
  await assert.rejects(serveSimCommand.run(["--port", "70000"]), UsageError);
  await assert.rejects(serveSimCommand.run(["--port", "abc"]), UsageError);
  await assert.rejects(
    serveSimCommand.run(["--fault-rate", "1.5"]),
    /--fault-rate must be in \[0, 1\]/,
  );
  await assert.rejects(
    serveSimCommand.run(["--fault-status", "500"]),
    /--fault-status needs --fault-rate/,
  );
  await assert.rejects(
    serveSimCommand.run(["--fault-rate", "0.1", "--fault-status", "200"]),
    /HTTP error status/,
  );
  await assert.rejects(serveSimCommand.run(["extra"]), /unexpected argument "extra"/);
  await assert.rejects(serveSimCommand.run(["--verbose"]), UsageError);
});
