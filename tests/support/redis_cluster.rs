//! A real three-node Redis Cluster for one test: three `redis-server
//! --cluster-enabled yes` on free loopback ports in a temporary folder,
//! joined by `redis-cli --cluster create`, killed when dropped.

use std::process::{Child, Command};
use std::thread::sleep;
use std::time::{Duration, Instant};

use super::redis::{free_port, ping, server_command};

/// A running cluster of three masters (no replicas).
pub struct RedisCluster {
    ports: Vec<u16>,
    children: Vec<Child>,
    dir: tempfile::TempDir,
}

impl RedisCluster {
    /// Starts the three nodes and creates the cluster; panics with the
    /// reason if it cannot (tests only).
    pub fn start() -> Self {
        let dir = tempfile::tempdir().expect("temp dir for the cluster");
        let mut cluster = Self {
            ports: Vec::new(),
            children: Vec::new(),
            dir,
        };
        for _ in 0..3 {
            cluster.spawn_node();
        }
        cluster.create();
        cluster.wait_until_ok();
        cluster
    }

    /// The cluster URL the store reads.
    pub fn url(&self) -> String {
        let nodes: Vec<String> = self
            .ports
            .iter()
            .map(|p| format!("127.0.0.1:{p}"))
            .collect();
        format!("redis+cluster://{}", nodes.join(","))
    }

    /// The nodes' ports.
    pub fn ports(&self) -> &[u16] {
        &self.ports
    }

    /// How many keys the node on `port` holds.
    pub fn keys_on(&self, port: u16) -> u64 {
        let client = redis::Client::open(format!("redis://127.0.0.1:{port}/")).expect("node URL");
        let mut con = client.get_connection().expect("connect to a node");
        redis::cmd("DBSIZE").query(&mut con).expect("DBSIZE")
    }

    /// Starts one node on a free port (its cluster bus on another).
    fn spawn_node(&mut self) {
        for _ in 0..5 {
            let (port, bus) = (free_port(), free_port());
            let child = server_command(port, self.dir.path())
                .args([
                    "--cluster-enabled",
                    "yes",
                    "--cluster-port",
                    &bus.to_string(),
                ])
                .arg("--cluster-config-file")
                .arg(format!("nodes-{port}.conf"))
                .args(["--appendonly", "no"])
                .spawn()
                .expect("spawn redis-server (apt-get install redis-server)");
            self.children.push(child);
            let deadline = Instant::now() + Duration::from_secs(10);
            while Instant::now() < deadline {
                if ping(port) {
                    self.ports.push(port);
                    return;
                }
                let last = self.children.last_mut().expect("just pushed");
                if last.try_wait().ok().flatten().is_some() {
                    break; // a port was taken meanwhile: try others
                }
                sleep(Duration::from_millis(10));
            }
            if let Some(mut child) = self.children.pop() {
                let _ = child.kill();
                let _ = child.wait();
            }
        }
        panic!("a cluster node did not start");
    }

    /// Joins the nodes with `redis-cli --cluster create`.
    fn create(&self) {
        let output = Command::new("redis-cli")
            .args(["--cluster", "create"])
            .args(self.ports.iter().map(|p| format!("127.0.0.1:{p}")))
            .args(["--cluster-replicas", "0", "--cluster-yes"])
            .output()
            .unwrap_or_else(|e| {
                panic!(
                    "redis-cli is needed to create the test cluster ({e}): \
                     apt-get install redis-tools"
                )
            });
        assert!(
            output.status.success(),
            "redis-cli --cluster create failed: {}{}",
            String::from_utf8_lossy(&output.stdout),
            String::from_utf8_lossy(&output.stderr)
        );
    }

    /// Waits until every node says `cluster_state:ok`.
    fn wait_until_ok(&self) {
        let deadline = Instant::now() + Duration::from_secs(30);
        for &port in &self.ports {
            let client = redis::Client::open(format!("redis://127.0.0.1:{port}/")).expect("URL");
            let mut con = client.get_connection().expect("connect to a node");
            loop {
                let info: String = redis::cmd("CLUSTER")
                    .arg("INFO")
                    .query(&mut con)
                    .expect("CLUSTER INFO");
                if info.contains("cluster_state:ok") {
                    break;
                }
                assert!(Instant::now() < deadline, "node {port}: {info}");
                sleep(Duration::from_millis(50));
            }
        }
    }
}

impl Drop for RedisCluster {
    fn drop(&mut self) {
        for child in &mut self.children {
            let _ = child.kill();
            let _ = child.wait();
        }
    }
}
