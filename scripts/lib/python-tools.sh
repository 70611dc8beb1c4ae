# Shared by CI and the scripts: use_python_tools puts the scripts' Python tools (playwright,
# axe-playwright-python, schemathesis, aiohttp, at the exact versions of scripts/requirements.txt)
# first on PATH, from a virtual environment under the cache folder (scripts/lib/cache.sh). The
# environment is made once for each requirements file and Python, and shared by every script; a
# run that already uses it (CI makes it in its first section) finds it in place. Source it from
# the repository's root.
source scripts/lib/cache.sh

use_python_tools() {
  local key venv
  key=$({ python3 --version 2>&1; cat scripts/requirements.txt; } | sha256sum | cut -c1-16)
  venv="$(cache_root)/python/$key"
  [ "${VIRTUAL_ENV:-}" = "$venv" ] && return 0
  if [ ! -f "$venv/.complete" ]; then
    echo "python-tools: installing scripts/requirements.txt into $venv" >&2
    rm -rf "$venv"
    python3 -m venv "$venv" &&
      "$venv/bin/python3" -m pip install --quiet --disable-pip-version-check -r scripts/requirements.txt &&
      touch "$venv/.complete" || {
      echo "python-tools: could not install scripts/requirements.txt (is PyPI reachable?)" >&2
      return 1
    }
  fi
  export VIRTUAL_ENV="$venv"
  export PATH="$venv/bin:$PATH"
}
