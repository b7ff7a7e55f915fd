#!/usr/bin/env bash
# What the workflows' steps call outside the repository, as functions every step's shell defines first
# (BASH_ENV), for the sequences in scripts/test-workflows.mjs. GitHub answers from the job's checkout (main's
# head) and from $GITHUB_STATE (passed, deployed); uploads and migrations are added there (pages, migrated)
# with how many CI runs had passed by then and, for an upload, whether its _headers say noindex.
gh() (
  cd "$GITHUB_STATE"
  case "$*" in
    "api repos/"*/commits/main\ *) git -C "$OLDPWD" rev-parse origin/main ;;
    *check-runs*) [[ $* =~ commits/([0-9a-f]+)/ ]] && grep -qx "${BASH_REMATCH[1]}" passed && echo true || echo false ;;
    *deployments\ -f\ ref=*) echo "${4#ref=}" >>deployed ;;
    *deployments\?*) tail -n 1 deployed ;;
  esac
)
wrangler() { echo "$BRANCH $COMMIT $(wc -l <"$GITHUB_STATE/passed") $(grep -c noindex public/_headers)" >>"$GITHUB_STATE/pages"; }
supabase() { [ "$*" != "db push" ] || echo "$GITHUB_SHA $(wc -l <"$GITHUB_STATE/passed")" >>"$GITHUB_STATE/migrated"; }
curl() { echo "content-security-policy: default-src 'self'"; }
npm() { :; }
node() { :; }
