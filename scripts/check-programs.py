#!/usr/bin/env python3
"""Fails when a program the scripts or tests call is not brought by the package list.

A fresh Debian 12 machine gets only what scripts/common.sh's HEADROOM_PACKAGES installs (with
their dependencies) and Debian's essential packages. This check lists the programs that the
scripts (scripts/*.sh, .ci/run, tests/**/*.sh), the tests (QProcess with a literal program name)
and the build (CMake find_program, and what CPack's DEB generator runs itself) call, finds the
Debian package that owns each, and fails for any owned by a package outside that set, or not
installed at all. A program called only behind `command -v NAME` is optional and not checked.

    scripts/check-programs.py          # exit 1 with one line per program that is missing
"""
import os
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

# What a tool runs by itself, out of the scripts' sight. CPack's DEB generator
# (/usr/share/cmake-3.25/Modules/Internal/CPack/CPackDeb.cmake) needs `file` and
# `dpkg-shlibdeps` with CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON (cmake/HeadroomInstall.cmake), and
# `dpkg --print-architecture` for the file name.
IMPLICIT = {"cpack": ["file", "dpkg-shlibdeps", "dpkg"]}

# Shell words that are not programs: builtins, keywords and the scripts' own functions.
BUILTINS = set("""
    . : [ [[ ]] alias bg break builtin caller case cd command compgen complete continue declare
    dirs disown do done echo elif else enable esac eval exec exit export false fc fg fi for
    function getopts hash help history if in jobs kill let local logout mapfile popd printf
    pushd pwd read readarray readonly return select set shift shopt source suspend test then
    time times trap true type typeset ulimit umask unalias unset until wait while { }
""".split())
# Words after which the next word is the program (`env X=1 prog`, `timeout 120 prog`, ...).
PREFIXES = {"env", "sudo", "as_root", "timeout", "exec", "command", "nice", "xargs", "!"}
BIN_DIRS = ["/usr/bin", "/bin", "/usr/sbin", "/sbin", "/usr/lib/qt6/bin"]


def listed_packages():
    text = open(os.path.join(ROOT, "scripts", "common.sh"), encoding="utf-8").read()
    body = re.search(r"HEADROOM_PACKAGES=\((.*?)\)", text, re.S).group(1)
    body = re.sub(r"#.*", "", body)
    return set(body.split())


def shell_files():
    files = [os.path.join(ROOT, ".ci", "run")]
    for folder in ("scripts", "tests"):
        for base, _, names in os.walk(os.path.join(ROOT, folder)):
            files += [os.path.join(base, n) for n in names if n.endswith(".sh")]
    return [f for f in files if os.path.isfile(f)]


def shell_functions(paths):
    """The functions the scripts define (common.sh's are called from the others)."""
    names = set()
    for path in paths:
        text = open(path, encoding="utf-8").read()
        names |= set(re.findall(r"^\s*([A-Za-z_][\w-]*)\s*\(\)\s*\{", text, re.M))
    return names


def substitutions_only(match):
    """A double-quoted string as the commands it runs: its $(...) parts, nothing else."""
    inner = re.findall(r"\$\(([^()]*)\)", match.group(0))
    return "; ".join("$(" + command + ")" for command in inner) or '""'


def shell_programs(path, functions):
    """The first word of every simple command, with the functions and optional programs out."""
    text = open(path, encoding="utf-8").read()
    text = re.sub(r"\b\w+=\((.*?)\)", "", text, flags=re.S)  # array values: words, not commands
    optional = set(re.findall(r"command -v ([\w.+-]+)", text))
    programs = set()
    for line in text.splitlines():
        line = re.sub(r"(^|\s)#.*", "", line)  # comments
        line = re.sub(r"'[^']*'", "''", line)  # quoted strings hold no commands we check...
        line = re.sub(r"\$\(\([^)]*\)\)", "0", line)  # arithmetic
        line = re.sub(r'"(?:[^"\\]|\\.)*"', substitutions_only, line)  # ...but for their $(...)
        for part in re.split(r"\|\||&&|[|;(){}`]|\$\(", line):
            words = part.split()
            while words and (re.match(r"^[A-Za-z_]\w*=", words[0]) or words[0] in PREFIXES
                             or re.match(r"^-", words[0]) or re.match(r"^\d+$", words[0])):
                words.pop(0)
            if words and words[0] == "step" and len(words) > 2:  # step <name> <command...>
                words = words[2:]
            if not words:
                continue
            word = words[0].strip("\"'")
            if (not word or word in BUILTINS or word in functions or word in optional
                    or "$" in word or "/" in word or "=" in word or word.startswith("-")
                    or not re.match(r"^[A-Za-z][\w.+-]*$", word)):
                continue
            programs.add(word)
    return programs


def source_programs():
    """QProcess programs named by a literal in the tests, and CMake's find_program names."""
    programs = set()
    for folder in ("tests", "cmake"):
        for base, _, names in os.walk(os.path.join(ROOT, folder)):
            for name in names:
                if not name.endswith((".cpp", ".h", ".cmake", ".txt")):
                    continue
                text = open(os.path.join(base, name), encoding="utf-8", errors="replace").read()
                programs.update(re.findall(r'\.start\(QStringLiteral\("([\w.+-]+)"\)', text))
                programs.update(re.findall(r'findExecutable\(QStringLiteral\("([\w.+-]+)"\)\)', text))
                programs.update(re.findall(r"find_program\(\s*\w+\s+([\w.+-]+)\s*\)", text))
    cmake_lists = open(os.path.join(ROOT, "CMakeLists.txt"), encoding="utf-8").read()
    programs.update(re.findall(r"find_program\(\s*\w+\s+([\w.+-]+)\s*\)", cmake_lists))
    return programs


def installed_packages():
    """name -> (on every Debian root, dependency names, provided names), each installed one."""
    out = subprocess.run(
        ["dpkg-query", "-W", "-f=${Package}\t${Status}\t${Essential}\t${Priority}\t"
         "${Pre-Depends}\t${Depends}\t${Provides}\n"],
        capture_output=True, text=True, check=True).stdout
    packages = {}
    for row in out.splitlines():
        name, status, essential, priority, pre, depends, provides = (row.split("\t") + [""] * 7)[:7]
        if not status.endswith("installed") or status.endswith("not-installed"):
            continue
        names = lambda field: {re.sub(r"[:(].*", "", alt).strip()
                               for dep in field.split(",") for alt in dep.split("|")
                               if alt.strip()}
        # a bare Debian root (debootstrap) has the essential and the "required" packages (apt)
        packages[name] = (essential == "yes" or priority == "required",
                          names(pre) | names(depends), names(provides))
    return packages


def closure(roots, packages):
    provided = {}
    for name, (_, _, provides) in packages.items():
        for p in provides:
            provided.setdefault(p, set()).add(name)
    seen, todo = set(), list(roots)
    while todo:
        name = todo.pop()
        for real in ({name} if name in packages else provided.get(name, set())):
            if real in seen:
                continue
            seen.add(real)
            todo += packages[real][1]
    return seen


def owner(program):
    for folder in BIN_DIRS:
        path = os.path.join(folder, program)
        if not os.path.exists(path):
            continue
        for candidate in (path, os.path.realpath(path)):
            result = subprocess.run(["dpkg", "-S", candidate], capture_output=True, text=True)
            if result.returncode == 0:
                return {re.sub(r":.*", "", p.strip())
                        for p in result.stdout.split(":", 1)[0].split(",")}
    return None


def main():
    programs = set()
    files = shell_files()
    functions = shell_functions(files)
    for f in files:
        programs |= shell_programs(f, functions)
    programs |= source_programs()
    for tool, needs in IMPLICIT.items():
        if tool in programs:
            programs.update(needs)
    packages = installed_packages()
    listed = listed_packages()
    essential = {n for n, (e, _, _) in packages.items() if e}
    available = closure(listed | essential, packages)
    problems = []
    for program in sorted(programs):
        owners = owner(program)
        if owners is None:
            problems.append(f"{program}: not installed from a Debian package "
                            "(add the package that ships it to HEADROOM_PACKAGES)")
        elif not owners & available:
            problems.append(f"{program}: from {', '.join(sorted(owners))}, which "
                            "HEADROOM_PACKAGES (scripts/common.sh) does not install")
    print(f"programs called: {len(programs)}; from packages the list installs: "
          f"{len(programs) - len(problems)}")
    for p in problems:
        print("MISSING " + p)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
