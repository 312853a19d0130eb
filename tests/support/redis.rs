//! A real `redis-server` for one test: started on a free loopback port,
//! without persistence unless asked, stopped (killed) when dropped.

use std::io::{Read, Write};
use std::net::{TcpListener, TcpStream};
use std::process::{Child, Command, Stdio};
use std::thread::sleep;
use std::time::{Duration, Instant};

/// A running (or stopped, to be restarted) redis-server.
pub struct RedisServer {
    port: u16,
    child: Option<Child>,
    dir: tempfile::TempDir,
    /// Append-only file fsynced on every write: data survives a kill.
    persistent: bool,
}

impl RedisServer {
    /// Starts a server on a free port; panics if none starts (tests only).
    pub fn start() -> Self {
        Self::start_with(false)
    }

    /// Starts a server whose data survives being killed and restarted, like
    /// a production Redis with an append-only file.
    pub fn start_persistent() -> Self {
        Self::start_with(true)
    }

    fn start_with(persistent: bool) -> Self {
        let mut server = Self {
            port: free_port(),
            child: None,
            dir: tempfile::tempdir().expect("temp dir for redis-server"),
            persistent,
        };
        for _ in 0..5 {
            if server.spawn() {
                return server;
            }
            server.port = free_port();
        }
        panic!("redis-server did not start (is it installed? apt-get install redis-server)");
    }

    /// The port it listens on.
    pub fn port(&self) -> u16 {
        self.port
    }

    /// The URL to connect to.
    pub fn url(&self) -> String {
        format!("redis://127.0.0.1:{}/", self.port)
    }

    /// Kills the server and waits for it to exit; its data is gone unless
    /// it is persistent.
    pub fn stop(&mut self) {
        if let Some(mut child) = self.child.take() {
            let _ = child.kill();
            let _ = child.wait();
        }
    }

    /// Starts the server again on the same port (empty unless persistent).
    pub fn restart(&mut self) {
        self.stop();
        assert!(
            self.spawn(),
            "redis-server did not restart on port {}",
            self.port
        );
    }

    /// Freezes the server (SIGSTOP): connections stay open, nothing answers.
    pub fn pause(&self) {
        self.signal("-STOP");
    }

    /// Lets a paused server run again (SIGCONT).
    pub fn resume(&self) {
        self.signal("-CONT");
    }

    fn signal(&self, signal: &str) {
        send_signal(self.child.as_ref().expect("server is running").id(), signal);
    }

    /// Spawns redis-server and waits until it answers PING; false if it
    /// exited (port taken) or never answered.
    fn spawn(&mut self) -> bool {
        let child = server_command(self.port, self.dir.path())
            .args(if self.persistent {
                ["--appendonly", "yes", "--appendfsync", "always"]
            } else {
                ["--appendonly", "no", "--appendfsync", "no"]
            })
            .spawn()
            .expect("spawn redis-server (apt-get install redis-server)");
        self.child = Some(child);
        let deadline = Instant::now() + Duration::from_secs(10);
        while Instant::now() < deadline {
            if let Some(child) = self.child.as_mut()
                && child.try_wait().ok().flatten().is_some()
            {
                self.child = None;
                return false;
            }
            if ping(self.port) {
                return true;
            }
            sleep(Duration::from_millis(10));
        }
        self.stop();
        false
    }
}

impl Drop for RedisServer {
    fn drop(&mut self) {
        // SIGKILL also ends a paused server.
        self.stop();
    }
}

/// `redis-server` on loopback `port`, its files in `dir`, no snapshots and
/// no output; callers add the persistence or cluster flags.
pub fn server_command(port: u16, dir: &std::path::Path) -> Command {
    let mut command = Command::new("redis-server");
    command
        .args([
            "--port",
            &port.to_string(),
            "--bind",
            "127.0.0.1",
            "--save",
            "",
        ])
        .arg("--dir")
        .arg(dir)
        .stdout(Stdio::null())
        .stderr(Stdio::null());
    command
}

/// A loopback port nobody listens on right now.
pub fn free_port() -> u16 {
    let listener = TcpListener::bind("127.0.0.1:0").expect("bind a free port");
    listener.local_addr().expect("local address").port()
}

/// Whether a Redis server answers PING on `port`.
pub fn ping(port: u16) -> bool {
    let Ok(mut stream) = TcpStream::connect(("127.0.0.1", port)) else {
        return false;
    };
    let _ = stream.set_read_timeout(Some(Duration::from_millis(500)));
    let mut reply = [0u8; 7];
    stream.write_all(b"PING\r\n").is_ok()
        && stream.read_exact(&mut reply).is_ok()
        && &reply == b"+PONG\r\n"
}

/// Sends `signal` (`-STOP`, `-CONT`, …) to the process `pid`.
pub fn send_signal(pid: u32, signal: &str) {
    let status = Command::new("kill")
        .arg(signal)
        .arg(pid.to_string())
        .status()
        .expect("run kill");
    assert!(status.success(), "kill {signal} {pid} failed");
}
