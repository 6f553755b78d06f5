//! Putting a new worker thread on the other core at once.
//!
//! Linux starts a new thread on its parent's CPU. When the parent keeps computing and the two
//! hand work to each other many times a millisecond (the stone game's two-thread diagonals),
//! they take turns on that one core until the load balancer moves one of them, about two
//! milliseconds later (seen with `perf sched timehist` on `gamedp solve`, 20,000 piles: a
//! tenth of the solve). [`leave_cpu`] moves the calling thread off a given CPU right away
//! (`sched_setaffinity` migrates synchronously) and then gives back the full set of CPUs it
//! may run on, so the scheduler stays free to place it later. Elsewhere it does nothing.

/// The CPU the calling thread runs on now, if the system says.
pub fn current_cpu() -> Option<usize> {
    #[cfg(target_os = "linux")]
    {
        // SAFETY: sched_getcpu takes no arguments and only reads the current CPU number.
        let cpu = unsafe { libc::sched_getcpu() };
        usize::try_from(cpu).ok()
    }
    #[cfg(not(target_os = "linux"))]
    {
        None
    }
}

/// Move the calling thread to another CPU than `cpu`, if it may run on one; then allow it
/// every CPU it was allowed before. Returns the CPU it was moved to (read while it could run
/// nowhere else), `None` if it stayed. Errors are ignored: this only saves time.
pub fn leave_cpu(cpu: Option<usize>) -> Option<usize> {
    #[cfg(target_os = "linux")]
    if let Some(cpu) = cpu {
        // SAFETY: cpu_set_t is plain data; the calls read and write only the given set for
        // the calling thread (pid 0).
        unsafe {
            let size = std::mem::size_of::<libc::cpu_set_t>();
            let mut allowed: libc::cpu_set_t = std::mem::zeroed();
            if libc::sched_getaffinity(0, size, &mut allowed) != 0 {
                return None;
            }
            let max = 8 * size;
            let other = (0..max).find(|&c| c != cpu && libc::CPU_ISSET(c, &allowed))?;
            let mut one: libc::cpu_set_t = std::mem::zeroed();
            libc::CPU_SET(other, &mut one);
            if libc::sched_setaffinity(0, size, &one) != 0 {
                return None;
            }
            let now = current_cpu();
            libc::sched_setaffinity(0, size, &allowed);
            return now;
        }
    }
    #[cfg(not(target_os = "linux"))]
    let _ = cpu;
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_thread_leaves_the_cpu_and_keeps_its_allowed_set() {
        let Some(here) = current_cpu() else { return };
        let before = allowed();
        let moved = std::thread::spawn(move || (leave_cpu(Some(here)), allowed()))
            .join()
            .unwrap();
        // the set is given back whole
        assert_eq!(moved.1, before);
        // with a second CPU to go to, the thread ran there; with none it stayed
        if before.iter().any(|&c| c != here) {
            let to = moved.0.expect("moved");
            assert_ne!(to, here);
            assert!(before.contains(&to));
        } else {
            assert_eq!(moved.0, None);
        }
    }

    fn allowed() -> Vec<usize> {
        #[cfg(target_os = "linux")]
        unsafe {
            let size = std::mem::size_of::<libc::cpu_set_t>();
            let mut set: libc::cpu_set_t = std::mem::zeroed();
            assert_eq!(libc::sched_getaffinity(0, size, &mut set), 0);
            (0..8 * size)
                .filter(|&c| libc::CPU_ISSET(c, &set))
                .collect()
        }
        #[cfg(not(target_os = "linux"))]
        Vec::new()
    }
}
