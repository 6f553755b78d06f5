//! One running window's claim on its autosave folder.
//!
//! Every window autosaves into its own folder `autosave/<pid>-<stamp>/` of the data folder, and
//! holds an exclusive lock on the file `lock` inside it for as long as it runs. The operating
//! system drops the lock when the process ends, however it ends (`kill -9` included), so a folder
//! whose lock nobody holds belongs to a window that is gone: its work may be offered back. A
//! reused process id does not matter (the lock, not the id, says who is alive), and two windows
//! in one process (tests) each have their own folder and lock.

use std::fs::{File, OpenOptions, TryLockError};
use std::path::{Path, PathBuf};

/// The lock file's name inside an instance folder.
const LOCK: &str = "lock";

/// This window's autosave folder, locked while the window lives.
pub struct Instance {
    dir: PathBuf,
    /// The open, locked lock file (closing it releases the lock).
    _lock: Option<File>,
}

impl Instance {
    /// Claim a new folder under `root` (the autosave folder). If the lock cannot be taken (a
    /// file system without locks) autosave still works; other windows then take this one for
    /// gone, as before there were locks.
    pub fn claim(root: &Path) -> Instance {
        static SERIAL: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);
        let stamp = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map(|d| d.as_nanos())
            .unwrap_or_default();
        let serial = SERIAL.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        let dir = root.join(format!("{}-{stamp}-{serial}", std::process::id()));
        let lock = std::fs::create_dir_all(&dir)
            .and_then(|_| File::create(dir.join(LOCK)))
            .and_then(|f| f.try_lock().map(|_| f).map_err(std::io::Error::from));
        if let Err(e) = &lock {
            super::log_debug(&format!("autosave folder not locked: {e}"));
        }
        Instance {
            dir,
            _lock: lock.ok(),
        }
    }

    /// The folder this window autosaves into.
    pub fn dir(&self) -> &Path {
        &self.dir
    }
}

impl Drop for Instance {
    /// A window that goes away with nothing autosaved leaves no folder behind.
    fn drop(&mut self) {
        remove_if_only_lock(&self.dir);
    }
}

/// True when a running window holds the folder's lock.
pub fn is_live(dir: &Path) -> bool {
    let Ok(file) = OpenOptions::new()
        .read(true)
        .write(true)
        .open(dir.join(LOCK))
    else {
        return false;
    };
    matches!(file.try_lock(), Err(TryLockError::WouldBlock))
}

/// Remove a folder that holds nothing but its lock file (work of a window that is gone, all
/// recovered or discarded).
pub fn remove_if_only_lock(dir: &Path) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    if entries.flatten().all(|e| e.file_name() == LOCK) {
        let _ = std::fs::remove_file(dir.join(LOCK));
        let _ = std::fs::remove_dir(dir);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_claimed_folder_is_live_until_dropped() {
        let root = tempfile::tempdir().unwrap();
        let a = Instance::claim(root.path());
        let b = Instance::claim(root.path());
        assert_ne!(a.dir(), b.dir());
        assert!(is_live(a.dir()) && is_live(b.dir()));
        let dir = a.dir().to_path_buf();
        std::fs::write(dir.join("stone.json"), "{}").unwrap();
        drop(a);
        // its work stays, and nobody holds it any more
        assert!(dir.join("stone.json").exists());
        assert!(!is_live(&dir));
        // a folder without a lock file (an older gamedp, a lost lock) is not live either
        std::fs::remove_file(dir.join(LOCK)).unwrap();
        assert!(!is_live(&dir));
        let b_dir = b.dir().to_path_buf();
        drop(b);
        assert!(!b_dir.exists());
    }
}
