/* global rs, db, quit -- mongosh shell helpers */
// Health check of the `mongo` service (run by mongosh inside the container every few seconds).
// First run: initiates the single-node replica set `rs0`, advertising the compose service
// name so the other containers can reach the member the driver discovers. Later runs: no-op.
// Exits non-zero until this node is the writable primary, so dependants wait for it.
try {
  rs.status();
} catch (error) {
  // NotYetInitialized (94): nothing configured yet.
  if (error.code !== 94) throw error;
  rs.initiate({ _id: 'rs0', members: [{ _id: 0, host: 'mongo:27017' }] });
}
if (!db.hello().isWritablePrimary) quit(1);
