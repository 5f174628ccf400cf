"""The package's constants come from the headers (cardgames/_constants.py, made
by the build from them): the values it holds are those the C compiler sees
(the constants_check program, made by the build from the same list), every
enum class of the typed submodules is its header enum member for member, and
status names are the library's."""
import enum
import os
import subprocess
import unittest

import cardgames
from cardgames import _native, battleship, shephy, slugdungeon, war

C = _native.constants

#: Each enum class of the package: its header enum and its enumerators' prefix.
ENUMS = {war.Step: ("cg_war_step", "CG_WAR_"),
         battleship.Cell: ("cg_battleship_cell", "CG_BATTLESHIP_"),
         battleship.Direction: ("cg_battleship_direction", "CG_BATTLESHIP_"),
         battleship.Phase: ("cg_battleship_phase", "CG_BATTLESHIP_"),
         battleship.End: ("cg_battleship_end", "CG_BATTLESHIP_END_"),
         shephy.Card: ("cg_shephy_card", "CG_SHEPHY_"),
         shephy.MoveKind: ("cg_shephy_move_kind", "CG_SHEPHY_"),
         shephy.Nothing: ("cg_shephy_nothing", "CG_SHEPHY_"),
         shephy.Outcome: ("cg_shephy_outcome", "CG_SHEPHY_"),
         shephy.Observation: ("cg_shephy_observation", "CG_SHEPHY_OBS_"),
         slugdungeon.Weapon: ("cg_slugdungeon_weapon", "CG_SLUGDUNGEON_"),
         slugdungeon.Kind: ("cg_slugdungeon_kind", "CG_SLUGDUNGEON_"),
         slugdungeon.Plane: ("cg_slugdungeon_plane", "CG_SLUGDUNGEON_PLANE_")}
#: Enumerators that count the others (the package holds them as constants).
COUNTS = {"CG_SLUGDUNGEON_PLANES": "PLANES"}


class ConstantsTest(unittest.TestCase):
    def test_the_values_are_the_compiler_s(self):
        out = subprocess.run([os.environ["CONSTANTS_CHECK"]], capture_output=True, text=True,
                             check=True).stdout
        compiled = {name: int(value) for name, value in (line.split() for line in
                                                          out.splitlines())}
        self.assertGreater(len(compiled), 200)
        self.assertEqual(compiled, C.VALUES)

    def test_enum_classes_are_their_header_enums(self):
        """Member for member: the same names (the prefix aside) and values."""
        for cls, (tag, prefix) in ENUMS.items():
            with self.subTest(enum=cls.__name__):
                header = {name: C.VALUES[name] for name in C.ENUMS[tag] if name not in COUNTS}
                renamed = {"CG_SHEPHY_OBS_SIZE": "CG_SHEPHY_OBSERVATION_SIZE"}
                mine = {renamed.get(prefix + m.name, prefix + m.name): int(m) for m in cls}
                self.assertEqual({n: v for n, v in mine.items() if n in C.ENUMS[tag]}, header)
                for name, value in mine.items():
                    self.assertEqual(C.VALUES[name], value)
        self.assertEqual(slugdungeon.PLANES, C.CG_SLUGDUNGEON_PLANES)

    def test_statuses_are_the_library_s(self):
        names = [cardgames.library.cg_status_name(code).decode() for code in range(len(
            C.ENUMS["cg_status"]))]
        self.assertEqual(names, C.ENUMS["cg_status"])
        self.assertEqual(list(cardgames.STATUS_NAMES.values()), names)

    def test_version_and_player_none(self):
        self.assertEqual(cardgames.API_VERSION, C.CG_VERSION_NUMBER)
        self.assertEqual(cardgames.library.cg_version_number(), C.CG_VERSION_NUMBER)
        self.assertEqual(cardgames.PLAYER_NONE, C.CG_PLAYER_NONE)

    def test_no_public_name_of_the_package_is_an_integer_literal(self):
        """No module or class of the package sets a public name to a number written
        in its source: numbers come from the headers (or are the package's own
        limits, private or listed here)."""
        import ast
        own = {"SEED_LIMIT", "INT_MIN", "INT_MAX", "UINT32_MAX", "INT_LIMIT"}
        folder = os.path.dirname(cardgames.__file__)
        for name in sorted(os.listdir(folder)):
            if not name.endswith(".py") or name == "_constants.py":
                continue
            with open(os.path.join(folder, name)) as f:
                tree = ast.parse(f.read())
            bodies = [tree.body] + [node.body for node in ast.walk(tree)
                                    if isinstance(node, ast.ClassDef)]
            for body in bodies:
                for node in body:
                    targets = node.targets if isinstance(node, ast.Assign) else \
                        [node.target] if isinstance(node, ast.AnnAssign) else []
                    for target in targets:
                        if isinstance(target, ast.Name) and not target.id.startswith("_") \
                                and target.id.isupper() and target.id not in own:
                            value = node.value
                            self.assertFalse(isinstance(value, ast.Constant) and
                                             isinstance(value.value, int) and
                                             not isinstance(value.value, bool),
                                             "%s: %s" % (name, target.id))

    def test_no_enum_of_the_package_holds_a_value_of_its_own(self):
        """Every member of every IntEnum of the typed submodules is a header value."""
        header_values = {}
        for tag, names in C.ENUMS.items():
            header_values[tag] = {C.VALUES[n] for n in names}
        for module in (war, battleship, shephy, slugdungeon):
            for value in vars(module).values():
                if isinstance(value, type) and issubclass(value, enum.IntEnum):
                    self.assertTrue(any({int(m) for m in value} <= values
                                        for values in header_values.values()), value)


if __name__ == "__main__":
    unittest.main()
