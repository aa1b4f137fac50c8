"""Execute a notebook headlessly on the Deno kernel and export it to HTML.

The Deno kernel can publish a cell's result just after it reports idle, and a stock
ExecutePreprocessor then misses it. This executor keeps reading the kernel's output channel for a
short grace period after each cell and files late messages under the cell they belong to.

usage: execute_notebook.py NOTEBOOK OUT_IPYNB OUT_HTML [--timeout S] [--grace S] [--cwd DIR]
Prints one JSON line: {"notebook", "cells", "errors", "empty_code_cells", "late_outputs"}.
"""

import argparse
import json
import queue
import sys
import time

import nbformat
from nbclient import NotebookClient
from nbclient.exceptions import CellExecutionComplete
from nbconvert import HTMLExporter


class LateOutputClient(NotebookClient):
    grace_seconds = 0.4
    late_outputs = 0

    async def async_execute_cell(self, cell, cell_index, execution_count=None, store_history=True):
        sent = {}
        original_execute = self.kc.execute

        def remember_execute(*args, **kwargs):
            msg_id = original_execute(*args, **kwargs)
            sent["id"] = msg_id
            return msg_id

        self.kc.execute = remember_execute
        try:
            cell = await super().async_execute_cell(cell, cell_index, execution_count, store_history)
        finally:
            self.kc.execute = original_execute
        if cell.cell_type == "code" and "id" in sent:
            await self._drain_late_output(sent["id"], cell, cell_index)
        return cell

    async def _drain_late_output(self, parent_id, cell, cell_index):
        deadline = time.monotonic() + self.grace_seconds
        while time.monotonic() < deadline:
            try:
                msg = await self.kc.iopub_channel.get_msg(timeout=0.05)
            except queue.Empty:
                continue
            if msg.get("parent_header", {}).get("msg_id") != parent_id:
                continue
            if msg["msg_type"] in ("execute_result", "display_data", "stream", "error"):
                self.late_outputs += 1
            try:
                self.process_message(msg, cell, cell_index)
            except CellExecutionComplete:
                pass


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("notebook")
    ap.add_argument("out_ipynb")
    ap.add_argument("out_html")
    ap.add_argument("--timeout", type=int, default=600)
    ap.add_argument("--grace", type=float, default=0.4)
    ap.add_argument("--cwd", default=None)
    args = ap.parse_args()

    nb = nbformat.read(args.notebook, as_version=4)
    nbformat.validator.normalize(nb)
    client = LateOutputClient(
        nb,
        timeout=args.timeout,
        kernel_name="deno",
        allow_errors=True,
        resources={"metadata": {"path": args.cwd or "."}},
    )
    client.grace_seconds = args.grace
    client.execute()

    errors = []
    empty = []
    for index, cell in enumerate(nb.cells):
        if cell.cell_type != "code":
            continue
        if any(o.get("output_type") == "error" for o in cell.get("outputs", [])):
            err = next(o for o in cell.outputs if o.get("output_type") == "error")
            errors.append({"cell": index, "ename": err.get("ename"), "evalue": err.get("evalue")})
        expects_output = not cell.source.rstrip().endswith(";") and cell.source.strip() != ""
        if expects_output and not cell.get("outputs"):
            empty.append(index)

    nbformat.write(nb, args.out_ipynb)
    exporter = HTMLExporter()
    html, _ = exporter.from_notebook_node(nb)
    with open(args.out_html, "w", encoding="utf-8") as fh:
        fh.write(html)
    print(json.dumps({
        "notebook": args.notebook,
        "cells": len(nb.cells),
        "errors": errors,
        "empty_code_cells": empty,
        "late_outputs": client.late_outputs,
    }))
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
