"""No module of pipeline/ imports itself back through others (issue 24: 38 files in seven
packages once formed one cycle). import-linter's layers contract keeps the packages in order;
this keeps the files inside a package from knotting too. Read by grimp, as lint-imports
reads them, imports inside functions included."""

import grimp


def _cycles(graph: grimp.ImportGraph) -> list[list[str]]:
    """Tarjan's strongly connected components with more than one module."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(module: str) -> None:
        index[module] = low[module] = len(index)
        stack.append(module)
        on_stack.add(module)
        for imported in graph.find_modules_directly_imported_by(module):
            if imported not in index:
                visit(imported)
                low[module] = min(low[module], low[imported])
            elif imported in on_stack:
                low[module] = min(low[module], index[imported])
        if low[module] == index[module]:
            component = []
            while True:
                member = stack.pop()
                on_stack.discard(member)
                component.append(member)
                if member == module:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    for module in sorted(graph.modules):
        if module not in index:
            visit(module)
    return found


def test_no_module_in_pipeline_imports_itself_back():
    graph = grimp.build_graph("pipeline", cache_dir=None)
    assert _cycles(graph) == []


def test_the_check_finds_a_cycle_when_there_is_one():
    graph = grimp.build_graph("pipeline", cache_dir=None)
    graph.add_import(importer="pipeline.mail.compose", imported="pipeline.signups.subscribe")
    cycles = _cycles(graph)
    assert len(cycles) == 1
    assert {"pipeline.mail.compose", "pipeline.signups.subscribe"} <= set(cycles[0])
