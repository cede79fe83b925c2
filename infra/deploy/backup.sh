#!/bin/sh
# Backs up the compose deployment's stores into a new folder, while it serves:
#
#   infra/deploy/backup.sh <backup folder>       (from the repository root)
#
# 1. MongoDB first (read models with the projections' checkpoints, and the uploaded images in
#    GridFS): `mongodump --archive --oplog`, a point-in-time dump of the replica set.
# 2. KurrentDB second, by its documented file copy of a running node: the index's checkpoint
#    files, the rest of the index, the database checkpoints, then the chunk files, in that
#    order. Taken after the read models, every checkpoint in the dump is at or before the
#    copied log's end: after a restore the projections catch up, never skip.
#
# Restore: infra/deploy/README.md, "Backups" (the stack stopped). This script is the README's
# commands in order; it has not run here (no Docker daemon in this repository's CI).
set -eu

if [ "$#" -ne 1 ]; then
  echo "Usage: $0 <backup folder>" >&2
  exit 2
fi
out=$1
if [ -e "$out" ] && [ -n "$(ls -A "$out")" ]; then
  echo "$out is not empty: a backup goes into a new or empty folder" >&2
  exit 1
fi
mkdir -p "$out"
compose="docker compose -f $(dirname "$0")/docker-compose.yml"
started=$(date -u +%Y-%m-%dT%H:%M:%SZ)

echo "1/2 MongoDB: mongodump --archive --oplog --gzip" >&2
$compose exec -T mongo mongodump --quiet --archive --oplog --gzip >"$out/mongo.archive.gz"

echo "2/2 KurrentDB: index checkpoints, index, checkpoints, chunks (in that order)" >&2
kurrent() {
  # One tar stream per step, run inside the container on its data folder.
  $compose exec -T kurrentdb sh -c "cd /var/lib/kurrentdb && $1" >"$out/$2"
}
kurrent "find index -name '*.chk' -print0 | tar -cf - --null -T -" kurrentdb-1-index-checkpoints.tar
kurrent "tar -cf - --exclude='*.chk' index" kurrentdb-2-index.tar
kurrent "tar -cf - *.chk" kurrentdb-3-checkpoints.tar
kurrent "tar -cf - chunk-*" kurrentdb-4-chunks.tar

finished=$(date -u +%Y-%m-%dT%H:%M:%SZ)
(
  cd "$out"
  sha256sum mongo.archive.gz kurrentdb-*.tar >SHA256SUMS
)
printf '{"format":"compose-1","startedAt":"%s","finishedAt":"%s"}\n' "$started" "$finished" \
  >"$out/manifest.json"
echo "backed up to $out (check later with: cd $out && sha256sum -c SHA256SUMS)" >&2
