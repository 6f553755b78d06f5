//! Atomic file writing: scenario saves, settings, autosaves and exports (CSV, PNG) all go
//! through [`write_atomic`], so a failed write never damages the old file.

use std::io::Write as _;
use std::path::{Path, PathBuf};

/// Why a file could not be written: the path and the operating system's reason.
#[derive(Debug, thiserror::Error)]
#[error("cannot write {path}: {source}")]
pub struct WriteError {
    pub path: PathBuf,
    pub source: std::io::Error,
}

/// Write `bytes` to `path` atomically: a temporary file in the same folder, flushed to disk,
/// then renamed over the target, and the folder flushed too. If anything fails, the old file is untouched and the
/// temporary file is removed. A symbolic link is followed (the file it points at is replaced and
/// the link stays), the old file's permissions are kept, and a target that is not a regular file
/// (a pipe, a device such as `/dev/stdout`) is written to directly, since it cannot be replaced.
/// A read-only file is refused and left alone (whoever runs the program, root included).
pub fn write_atomic(path: &Path, bytes: &[u8]) -> Result<(), WriteError> {
    let write_err = |source| WriteError {
        path: path.to_path_buf(),
        source,
    };
    let target = resolve_link(path);
    if let Ok(meta) = std::fs::metadata(&target) {
        if meta.is_dir() {
            return Err(write_err(std::io::Error::other("it is a folder")));
        }
        if !meta.is_file() {
            let mut out = std::fs::OpenOptions::new()
                .write(true)
                .open(&target)
                .map_err(write_err)?;
            return out
                .write_all(bytes)
                .and_then(|_| out.flush())
                .map_err(write_err);
        }
    }
    if let Some(why) = may_not_write(&target) {
        return Err(write_err(std::io::Error::new(
            std::io::ErrorKind::PermissionDenied,
            why.to_string(),
        )));
    }
    let permissions = std::fs::metadata(&target).ok().map(|m| m.permissions());
    let dir = match target.parent() {
        Some(d) if !d.as_os_str().is_empty() => d.to_path_buf(),
        _ => PathBuf::from("."),
    };
    let name = target
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_else(|| "scenario".into());
    // unique per write, so that two writes of the same file never share a temporary file
    static WRITES: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);
    let serial = WRITES.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let tmp = dir.join(format!(".{name}.{}.{serial}.tmp", std::process::id()));
    let result = (|| {
        let mut file = std::fs::File::create(&tmp)?;
        fault::check(fault::Step::Write)?;
        file.write_all(bytes)?;
        file.sync_all()?;
        drop(file);
        if let Some(p) = permissions {
            std::fs::set_permissions(&tmp, p)?;
        }
        fault::check(fault::Step::Rename)?;
        std::fs::rename(&tmp, &target)?;
        sync_folder(&dir);
        Ok(())
    })();
    if let Err(e) = result {
        let _ = std::fs::remove_file(&tmp);
        return Err(write_err(e));
    }
    Ok(())
}

/// Injected failures for the tests of this module (a full disk, a failed rename); nothing in
/// other builds.
mod fault {
    /// Where a write can fail.
    #[derive(Debug, Clone, Copy, PartialEq, Eq)]
    pub enum Step {
        Write,
        Rename,
    }

    #[cfg(test)]
    thread_local! {
        /// The step the next write on this thread fails at.
        pub static FAIL_AT: std::cell::Cell<Option<Step>> = const { std::cell::Cell::new(None) };
    }

    /// Fail here if a test asked for it.
    #[cfg(test)]
    pub fn check(step: Step) -> std::io::Result<()> {
        if FAIL_AT.with(|f| f.get()) == Some(step) {
            FAIL_AT.with(|f| f.set(None));
            return Err(std::io::Error::new(
                std::io::ErrorKind::StorageFull,
                "no space left on device",
            ));
        }
        Ok(())
    }

    #[cfg(not(test))]
    #[inline(always)]
    pub fn check(_step: Step) -> std::io::Result<()> {
        Ok(())
    }
}

/// Flush the folder's entry for a renamed file to disk, so that the new file (not the old one or
/// none) is there after a power cut. Unix only; best effort (some file systems cannot sync a
/// folder, and the data itself is already on disk).
fn sync_folder(dir: &Path) {
    #[cfg(unix)]
    if let Ok(folder) = std::fs::File::open(dir) {
        let _ = folder.sync_all();
    }
    #[cfg(not(unix))]
    let _ = dir;
}

/// Why an existing file may not be replaced.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum Unwritable {
    /// Marked read-only (refused for root too, who could write it anyway).
    #[error("the file is read-only")]
    ReadOnly,
    /// The system says this user may not write it (another user's file, an ACL, a read-only
    /// mount).
    #[error("permission denied: this user may not write the file")]
    NotPermitted,
}

/// Why `path` (after links), an existing regular file, may not be replaced, if it may not.
/// Checked before writing, since replacing a file by a rename needs only a writable folder: the
/// file's own permission is asked of the system as this user has it (`access(W_OK)` on Unix),
/// not read from the mode bits.
pub fn may_not_write(path: &Path) -> Option<Unwritable> {
    let target = resolve_link(path);
    let meta = std::fs::metadata(&target).ok()?;
    if !meta.is_file() {
        return None;
    }
    if meta.permissions().readonly() {
        return Some(Unwritable::ReadOnly);
    }
    (!user_may_write(&target)).then_some(Unwritable::NotPermitted)
}

/// True when `path` (after links) is a regular file this user may not replace.
pub fn is_read_only(path: &Path) -> bool {
    may_not_write(path).is_some()
}

/// Whether this user may write the existing file `path`, as the system decides
/// (`faccessat` with the effective ids, so that a set-uid program is judged as it runs).
#[cfg(unix)]
fn user_may_write(path: &Path) -> bool {
    use std::os::unix::ffi::OsStrExt as _;
    let Ok(c_path) = std::ffi::CString::new(path.as_os_str().as_bytes()) else {
        return true;
    };
    // SAFETY: `c_path` is a valid NUL-terminated string that outlives the call; faccessat only
    // reads it.
    let rc = unsafe {
        libc::faccessat(
            libc::AT_FDCWD,
            c_path.as_ptr(),
            libc::W_OK,
            libc::AT_EACCESS,
        )
    };
    if rc == 0 {
        return true;
    }
    // only a refusal counts; anything else (a file system without the call) is left to the write
    let err = std::io::Error::last_os_error().raw_os_error();
    !matches!(err, Some(libc::EACCES | libc::EPERM | libc::EROFS))
}

/// Elsewhere the read-only attribute is what the system has.
#[cfg(not(unix))]
fn user_may_write(_path: &Path) -> bool {
    true
}

/// The file a path names, following symbolic links (also dangling ones, to where they point).
fn resolve_link(path: &Path) -> PathBuf {
    let mut current = path.to_path_buf();
    for _ in 0..32 {
        match std::fs::symlink_metadata(&current) {
            Ok(m) if m.file_type().is_symlink() => match std::fs::read_link(&current) {
                Ok(next) => {
                    current = match current.parent() {
                        Some(parent) if next.is_relative() => parent.join(next),
                        _ => next,
                    };
                }
                Err(_) => break,
            },
            _ => break,
        }
    }
    current
}

#[cfg(test)]
mod tests {
    use super::*;

    #[cfg(unix)]
    #[test]
    fn atomic_write_follows_links_and_keeps_permissions() {
        use std::os::unix::fs::PermissionsExt;
        let dir = tempfile::tempdir().unwrap();
        let real = dir.path().join("real.json");
        std::fs::write(&real, "old").unwrap();
        std::fs::set_permissions(&real, std::fs::Permissions::from_mode(0o640)).unwrap();
        let link = dir.path().join("link.json");
        std::os::unix::fs::symlink("real.json", &link).unwrap();
        write_atomic(&link, b"new").unwrap();
        assert!(
            std::fs::symlink_metadata(&link)
                .unwrap()
                .file_type()
                .is_symlink()
        );
        assert_eq!(std::fs::read(&real).unwrap(), b"new");
        let mode = std::fs::metadata(&real).unwrap().permissions().mode() & 0o777;
        assert_eq!(mode, 0o640);
        // a device is written to, not replaced
        write_atomic(Path::new("/dev/null"), b"x").unwrap();
        assert!(!std::fs::metadata("/dev/null").unwrap().is_file());
        assert!(write_atomic(dir.path(), b"x").is_err());
    }

    #[test]
    fn a_read_only_file_is_refused_and_untouched() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("kept.json");
        std::fs::write(&path, "old").unwrap();
        let mut permissions = std::fs::metadata(&path).unwrap().permissions();
        permissions.set_readonly(true);
        std::fs::set_permissions(&path, permissions).unwrap();
        let err = write_atomic(&path, b"new").unwrap_err();
        assert!(
            err.to_string().contains("kept.json: the file is read-only"),
            "{err}"
        );
        assert_eq!(std::fs::read(&path).unwrap(), b"old");
        assert!(std::fs::metadata(&path).unwrap().permissions().readonly());
        assert_eq!(std::fs::read_dir(dir.path()).unwrap().count(), 1);
    }

    #[test]
    fn a_full_disk_or_a_failed_rename_keeps_the_old_file_and_says_why() {
        for step in [fault::Step::Write, fault::Step::Rename] {
            let dir = tempfile::tempdir().unwrap();
            let path = dir.path().join("a.json");
            write_atomic(&path, b"old").unwrap();
            fault::FAIL_AT.with(|f| f.set(Some(step)));
            let err = write_atomic(&path, b"new").unwrap_err();
            assert_eq!(
                err.to_string(),
                format!("cannot write {}: no space left on device", path.display())
            );
            assert_eq!(std::fs::read(&path).unwrap(), b"old", "{step:?}");
            // no temporary file is left behind
            assert_eq!(
                std::fs::read_dir(dir.path()).unwrap().count(),
                1,
                "{step:?}"
            );
        }
    }

    #[test]
    fn atomic_write_replaces_and_keeps_old_on_failure() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("a.json");
        write_atomic(&path, b"one").unwrap();
        write_atomic(&path, b"two").unwrap();
        assert_eq!(std::fs::read(&path).unwrap(), b"two");
        // a target inside a missing folder fails and leaves nothing behind
        let bad = dir.path().join("missing").join("b.json");
        assert!(write_atomic(&bad, b"x").is_err());
        let leftovers: Vec<_> = std::fs::read_dir(dir.path()).unwrap().collect();
        assert_eq!(leftovers.len(), 1);
    }
}
