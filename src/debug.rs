//! Messages and times for developers, below every other layer: `GAMEDP_DEBUG=1` makes the app log
//! when a result or a picture is shown, with the wall clock, so that a script can time a real
//! window against the command line.

/// The wall clock in seconds since the Unix epoch, for debug logs that a script lines up with
/// the moment it pressed a key.
pub fn wall_clock() -> f64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0.0, |d| d.as_secs_f64())
}

/// Messages for developers (stderr) when `GAMEDP_DEBUG` is set.
pub fn log_debug(msg: &str) {
    if std::env::var_os("GAMEDP_DEBUG").is_some() {
        eprintln!("gamedp: {msg}");
    }
}
