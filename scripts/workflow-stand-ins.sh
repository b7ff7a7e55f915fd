#!/usr/bin/env bash
# What the workflows' steps call outside the repository, as functions every step's shell defines first
# (BASH_ENV), for scripts/test-workflows.mjs: the actions (their inputs in INPUT_* as GitHub passes them, with
# _ for -), the CLIs, and GitHub's API, which answers from JSON lines in $GITHUB_STATE (runs, other check runs:
# the test's; artifacts, deployments, statuses: these stand-ins') newest first, filtered by the query as GitHub
# filters; main's head is the job's checkout's origin/main. Uploads and migrations go to $GITHUB_STATE/log.
# Any call the stand-ins do not know fails.
unknown() { echo "stand-in: unknown call: $*" >&2 && return 1; }

# The checkout of $ORIGIN (the test's scratch repository) at the commit the run or the step names.
actions/checkout() {
  git clone --quiet --shared --no-checkout "$ORIGIN" . && [ -z "${INPUT_SPARSE_CHECKOUT:-}" ] ||
    git sparse-checkout set --cone $INPUT_SPARSE_CHECKOUT && git checkout --quiet "${INPUT_REF:-$GITHUB_SHA}"
}
actions/setup-node() { [ -f "$INPUT_NODE_VERSION_FILE" ] || unknown "no $INPUT_NODE_VERSION_FILE"; }
# Artifacts by run (a download names another run's with run-id), listed with their run as GitHub lists them.
actions/upload-artifact() {
  mkdir -p "$GITHUB_STATE/uploads/$GITHUB_RUN_ID" && cp -r "$INPUT_PATH" "$GITHUB_STATE/uploads/$GITHUB_RUN_ID/$INPUT_NAME"
  jq -c --arg name "$INPUT_NAME" "select(.id == $GITHUB_RUN_ID) | {name: \$name, workflow_run: .}" \
    "$GITHUB_STATE/runs" >>"$GITHUB_STATE/artifacts"
}
actions/download-artifact() { cp -r "$GITHUB_STATE/uploads/${INPUT_RUN_ID:-$GITHUB_RUN_ID}/$INPUT_NAME" "$INPUT_PATH"; }

# [newest first] from the JSON lines <file> matching every field=value given and the query's filters, then
# through the jq program <then> (one jq: each costs a start).
list() (
  file=$1 then=$2 && shift 2
  for pair in ${query//&/ }; do
    case ${pair%%=*} in
      per_page) limit=${pair#*=} ;;
      environment | task | event | name) set -- "$@" "$pair" ;;
      branch) set -- "$@" "head_branch=${pair#*=}" ;;
      check_name) set -- "$@" "name=${pair#*=}" ;;
      *) unknown "query $query" || exit ;;
    esac
  done
  fields=$(for pair in "$@"; do printf '["%s", "%s"],' "${pair%%=*}" "${pair#*=}"; done)
  touch "$file" && jq -rs --argjson n "${limit:-30}" "[${fields%,}] as \$f | [reverse[] | select(. as \$x |
    all(\$f[]; . as [\$k, \$v] | (\$x | getpath(\$k | split(\".\")) | tostring) == \$v))][:\$n] | $then | $jq" "$file"
)

gh() (
  cd "$GITHUB_STATE"
  [ "$1" = api ] || unknown gh "$*" || exit
  path=${2%%\?*} query=${2#"${2%%\?*}"} && query=${query#\?} && shift 2
  jq=. body=()
  while [ $# -gt 0 ]; do
    case $1 in
      --jq) jq=$2 && shift ;;
      --silent) ;;
      -f | -F) [[ $2 != *=* ]] || body+=(--arg "${2%%=*}" "${2#*=}") && shift ;;
      *) unknown gh "$1" || exit ;;
    esac
    shift
  done
  method=GET && [ ${#body[@]} = 0 ] || method=POST
  case "$method $path" in
    "GET repos/$REPOSITORY/commits/main") jq -rn --arg sha "$(git -C "$OLDPWD" rev-parse origin/main)" "{sha: \$sha} | $jq" ;;
    "GET repos/$REPOSITORY/commits/"*/check-runs) # CI's job .ci/run on each of its runs, and any other
      sha=${path%/check-runs} && touch check-runs && jq -rs --arg sha "${sha##*/}" "{check_runs: [.[] |
        select(.head_sha == \$sha and (.path // \"ci.yml\" | endswith(\"ci.yml\"))) | {name: (.name // \".ci/run\"),
        conclusion}]} | $jq" runs check-runs ;;
    "GET repos/$REPOSITORY/actions/workflows/"*/runs)
      file=${path%/runs} && list runs "{workflow_runs: .}" "path=.github/workflows/${file##*/}" ;;
    "GET repos/$REPOSITORY/actions/runs/"*) list runs "if length == 1 then .[0] else error(\"no run\") end" "id=${path##*/}" ;;
    "GET repos/$REPOSITORY/actions/artifacts") list artifacts "{artifacts: .}" ;;
    "GET repos/$REPOSITORY/deployments") list deployments . ;;
    "GET repos/$REPOSITORY/deployments/"*/statuses) id=${path%/statuses} && list deployment-statuses . "deployment_id=${id##*/}" ;;
    "POST repos/$REPOSITORY/deployments")
      answer=$(jq -cn "${body[@]}" --argjson id "$(($(wc -l <deployments) + 1))" \
        '$ARGS.named + {creator: {login: "github-actions[bot]"}} | .sha = .ref | .task //= "deploy"') || exit
      echo "$answer" >>deployments && jq -r "$jq" <<<"$answer" ;;
    "POST repos/$REPOSITORY/deployments/"*/statuses)
      id=${path%/statuses} && answer=$(jq -cn "${body[@]}" --arg deployment_id "${id##*/}" '$ARGS.named') || exit
      echo "$answer" >>deployment-statuses ;;
    "POST repos/$REPOSITORY/statuses/"*)
      answer=$(jq -cn "${body[@]}" --arg sha "${path##*/}" '$ARGS.named') && echo "$answer" >>statuses ;;
    *) unknown gh api "$method $path" ;;
  esac
)

# Cloudflare Pages: the upload, as wrangler tells it to the workflow (its output file).
wrangler() {
  local branch commit args="$*"
  [[ $args == "pages deploy public "* ]] || unknown wrangler "$args" || return
  while [ $# -gt 0 ]; do case $1 in --branch) branch=$2 ;; --commit-hash) commit=$2 ;; esac && shift; done
  echo "pages $branch $commit $(cat public/commit) $(grep -c noindex public/_headers) $GITHUB_RUN_ID" >>"$GITHUB_STATE/log"
  [ "$branch" != main ] || cp public/_headers "$GITHUB_STATE/live-headers"
  mkdir -p "$WRANGLER_OUTPUT_FILE_DIRECTORY" && echo "{\"type\": \"pages-deploy-detailed\", \"alias\": \
\"https://$branch.site.pages.dev\"}" >"$WRANGLER_OUTPUT_FILE_DIRECTORY/wrangler-output.json"
}
# The live site answers with production's _headers, a line at a time as curl writes them.
curl() { while IFS= read -r line; do echo "$line"; done <"$GITHUB_STATE/live-headers"; }
supabase() {
  case "$*" in
    "db push") echo "migrate $(git rev-parse HEAD) $GITHUB_RUN_ID" >>"$GITHUB_STATE/log" ;;
    link* | secrets\ set* | functions\ deploy*) ;;
    *) unknown supabase "$*" ;;
  esac
}
# The build: its commit, and the policy header unless the commit has a static/_headers of its own.
npm() {
  case "$*" in
    "run build") jq -e .scripts.build package.json >/dev/null && mkdir -p public && git rev-parse HEAD >public/commit &&
      { cat static/_headers 2>/dev/null || echo "Content-Security-Policy: default-src 'self'"; } >public/_headers ;;
    ci\ *) [ -f package-lock.json ] || unknown npm "$*" in "$PWD" ;;
    *) unknown npm "$*" ;;
  esac
}
node() { [ -f "${!#}" ] || unknown node "$*"; } # the script it runs is there
sleep() { :; }
