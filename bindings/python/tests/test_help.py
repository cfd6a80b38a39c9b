"""What help() shows a python-chess user: signatures without annotations
quoted twice (-> "'Position'", from quoted names under
``from __future__ import annotations``), and an __init__ that says what it
makes instead of object's "Initialize self"."""
import inspect
import pydoc
import unittest

import tavreli
import tavreli.svg


def public_classes():
    for mod in (tavreli, tavreli.svg):
        for name in getattr(mod, "__all__", dir(mod)):
            obj = getattr(mod, name, None)
            if inspect.isclass(obj) and obj.__module__.startswith("tavreli") \
                    and obj.__module__ != "tavreli.engine":
                yield name, obj


class Help(unittest.TestCase):
    def test_no_annotation_quoted_twice(self):
        for name, cls in public_classes():
            text = pydoc.render_doc(cls, renderer=pydoc.plaintext)
            for q in ("\"'", "'\""):
                self.assertNotIn(q, text.replace("'\"'", ""), f"help(tavreli.{name})")

    def test_init_says_what_it_makes(self):
        for name, cls in public_classes():
            text = pydoc.render_doc(cls, renderer=pydoc.plaintext)
            self.assertNotIn("Initialize self", text, f"help(tavreli.{name})")

    def test_package_names_every_rule_section(self):
        # RULES.md runs R1 to R14
        self.assertIn("R1..R14", tavreli.__doc__)


if __name__ == "__main__":
    unittest.main()
