//! A real Redis Cluster for one test: three masters (with or without a
//! replica each), `redis-server --cluster-enabled yes` on free loopback
//! ports in a temporary folder, joined by `redis-cli --cluster create`,
//! killed when dropped.

use std::process::{Child, Command};
use std::thread::sleep;
use std::time::{Duration, Instant};

use super::redis::{free_port, ping, send_signal, server_command};

/// A running cluster of three masters, with or without replicas.
pub struct RedisCluster {
    ports: Vec<u16>,
    children: Vec<Option<Child>>,
    dir: tempfile::TempDir,
    replicas: usize,
}

impl RedisCluster {
    /// Starts three masters without replicas and creates the cluster;
    /// panics with the reason if it cannot (tests only).
    pub fn start() -> Self {
        Self::start_with(0)
    }

    /// Starts three masters and a replica for each. A node missing for a
    /// second is failed, and its replica takes over whatever its lag.
    pub fn start_replicated() -> Self {
        Self::start_with(1)
    }

    fn start_with(replicas: usize) -> Self {
        let dir = tempfile::tempdir().expect("temp dir for the cluster");
        let mut cluster = Self {
            ports: Vec::new(),
            children: Vec::new(),
            dir,
            replicas,
        };
        for _ in 0..3 * (1 + replicas) {
            cluster.spawn_node();
        }
        cluster.create();
        cluster.wait_until_ok();
        cluster.wait_until_replicated();
        cluster
    }

    /// Waits until the cluster names three masters, each answering as a
    /// master with as many replicas in sync as asked. Right after creation
    /// a node may still be named master by one node while it has become
    /// a replica, so the cluster's view is read again each time.
    fn wait_until_replicated(&self) {
        let deadline = Instant::now() + Duration::from_secs(30);
        loop {
            let masters = self.masters();
            let settled = masters.len() == 3
                && masters.iter().all(|&(master, replica)| {
                    (self.replicas == 0 || replica.is_some())
                        && online_replicas(master) >= Some(self.replicas)
                });
            if settled {
                return;
            }
            assert!(
                Instant::now() < deadline,
                "the cluster did not settle: {masters:?}"
            );
            sleep(Duration::from_millis(50));
        }
    }

    /// The masters' ports, each with its replica's, as the cluster says now.
    pub fn masters(&self) -> Vec<(u16, Option<u16>)> {
        let live = self.live_port();
        let client = redis::Client::open(format!("redis://127.0.0.1:{live}/")).expect("URL");
        let mut con = client.get_connection().expect("connect to a node");
        let nodes: String = redis::cmd("CLUSTER")
            .arg("NODES")
            .query(&mut con)
            .expect("CLUSTER NODES");
        let rows: Vec<Vec<&str>> = nodes
            .lines()
            .map(|l| l.split_whitespace().collect())
            .collect();
        let port = |row: &[&str]| -> u16 {
            let addr = row[1].split('@').next().expect("address");
            addr.rsplit(':')
                .next()
                .expect("port")
                .parse()
                .expect("port")
        };
        rows.iter()
            .filter(|r| r[2].contains("master") && !r[2].contains("fail"))
            .map(|m| {
                let replica = rows
                    .iter()
                    .find(|r| r[3] == m[0] && !r[2].contains("fail"))
                    .map(|r| port(r));
                (port(m), replica)
            })
            .collect()
    }

    /// Kills the node on `port` with SIGKILL: it writes nothing more.
    pub fn kill(&mut self, port: u16) {
        if let Some(mut child) = self.child(port).take() {
            let _ = child.kill();
            let _ = child.wait();
        }
    }

    /// Freezes the node on `port` (SIGSTOP): it neither answers nor copies.
    pub fn pause(&mut self, port: u16) {
        self.signal(port, "-STOP");
    }

    /// Lets a paused node run again (SIGCONT).
    pub fn resume(&mut self, port: u16) {
        self.signal(port, "-CONT");
    }

    fn signal(&mut self, port: u16, signal: &str) {
        send_signal(
            self.child(port).as_ref().expect("node is running").id(),
            signal,
        );
    }

    fn child(&mut self, port: u16) -> &mut Option<Child> {
        let at = self.ports.iter().position(|&p| p == port).expect("a node");
        &mut self.children[at]
    }

    fn live_port(&self) -> u16 {
        let at = self
            .children
            .iter()
            .position(Option::is_some)
            .expect("a live node");
        self.ports[at]
    }

    /// Waits until every node still running says `cluster_state:ok` and
    /// the cluster has three masters that answer (after a failover).
    pub fn wait_for_failover(&self) {
        let deadline = Instant::now() + Duration::from_secs(30);
        loop {
            let masters = self.masters();
            let alive = masters.iter().all(|(port, _)| ping(*port));
            if masters.len() == 3 && alive {
                break;
            }
            assert!(Instant::now() < deadline, "no failover: {masters:?}");
            sleep(Duration::from_millis(50));
        }
        self.wait_until_ok();
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
                .args(["--cluster-node-timeout", "1000"])
                .args(["--cluster-replica-validity-factor", "0"])
                .spawn()
                .expect("spawn redis-server (apt-get install redis-server)");
            self.children.push(Some(child));
            let deadline = Instant::now() + Duration::from_secs(10);
            while Instant::now() < deadline {
                if ping(port) {
                    self.ports.push(port);
                    return;
                }
                let last = self.children.last_mut().and_then(Option::as_mut);
                let last = last.expect("just pushed");
                if last.try_wait().ok().flatten().is_some() {
                    break; // a port was taken meanwhile: try others
                }
                sleep(Duration::from_millis(10));
            }
            if let Some(mut child) = self.children.pop().flatten() {
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
            .arg("--cluster-replicas")
            .arg(self.replicas.to_string())
            .arg("--cluster-yes")
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

    /// Waits until every running node says `cluster_state:ok`.
    fn wait_until_ok(&self) {
        let deadline = Instant::now() + Duration::from_secs(30);
        let running = self.children.iter().map(Option::is_some);
        for (&port, _) in self.ports.iter().zip(running).filter(|(_, r)| *r) {
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
        for child in self.children.iter_mut().flatten() {
            let _ = child.kill();
            let _ = child.wait();
        }
    }
}

/// How many replicas are in sync with the node on `port`, if it answers as
/// a master.
fn online_replicas(port: u16) -> Option<usize> {
    let client = redis::Client::open(format!("redis://127.0.0.1:{port}/")).ok()?;
    let mut con = client.get_connection().ok()?;
    let info: String = redis::cmd("INFO").arg("replication").query(&mut con).ok()?;
    info.contains("role:master")
        .then(|| info.matches("state=online").count())
}
