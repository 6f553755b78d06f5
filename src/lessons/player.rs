//! The lesson player's state, without drawing: which lesson is open at which step, Next, Back,
//! Leave and Continue, and where to come back to (kept in the settings). The student's work set
//! aside for the lessons is kept by [`super::Shelf`].

use serde::{Deserialize, Serialize};

use super::{Lesson, Step};

/// Where a student is in a lesson: kept in the settings to continue later.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Progress {
    /// The lesson's id (see [`Lesson::id`]).
    pub lesson: String,
    /// The step, counted from 0.
    pub step: usize,
}

/// The lesson player: the open lesson (if any), its step and whether the lesson bar is shown.
#[derive(Debug, Clone, Default)]
pub struct Player {
    /// Index of the lesson in the list and the step shown, counted from 0.
    at: Option<(usize, usize)>,
    /// The lesson bar is shown (false after Leave: the app keeps the step's state).
    active: bool,
}

/// What a move of the player asks the app to do.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Move {
    /// Show step `step` of lesson `lesson` (indexes).
    Show { lesson: usize, step: usize },
    /// Nothing changes (Back on the first step, Next with no lesson).
    Stay,
    /// The lesson bar closes; the tabs keep what they show.
    Left,
    /// Next on the last step: the lesson is done (nothing to continue), the tabs keep what they
    /// show.
    Finished,
}

impl Player {
    /// A player with no lesson open.
    pub fn new() -> Self {
        Self::default()
    }

    /// True while the lesson bar is shown.
    pub fn is_active(&self) -> bool {
        self.active
    }

    /// The lesson and step last shown (also after Leave), as indexes.
    pub fn at(&self) -> Option<(usize, usize)> {
        self.at
    }

    /// The step shown now, while a lesson is active.
    pub fn step<'a>(&self, lessons: &'a [Lesson]) -> Option<&'a Step> {
        let (l, s) = self.at.filter(|_| self.active)?;
        lessons.get(l)?.steps.get(s)
    }

    /// Open lesson `lesson` at step `step` (clamped to its steps).
    pub fn start(&mut self, lessons: &[Lesson], lesson: usize, step: usize) -> Move {
        let Some(l) = lessons.get(lesson) else {
            return Move::Stay;
        };
        let step = step.min(l.steps.len().saturating_sub(1));
        self.at = Some((lesson, step));
        self.active = true;
        Move::Show { lesson, step }
    }

    /// Continue where `progress` says (the lesson with that id); `Stay` when there is no such
    /// lesson.
    pub fn resume(&mut self, lessons: &[Lesson], progress: &Progress) -> Move {
        match lessons.iter().position(|l| l.id == progress.lesson) {
            Some(k) => self.start(lessons, k, progress.step),
            None => Move::Stay,
        }
    }

    /// The next step; on the last step, Next finishes the lesson.
    pub fn next(&mut self, lessons: &[Lesson]) -> Move {
        let Some((l, s)) = self.at.filter(|_| self.active) else {
            return Move::Stay;
        };
        let n = lessons.get(l).map_or(0, |x| x.steps.len());
        if s + 1 < n {
            self.at = Some((l, s + 1));
            Move::Show {
                lesson: l,
                step: s + 1,
            }
        } else {
            self.active = false;
            self.at = None;
            Move::Finished
        }
    }

    /// The previous step (nothing on the first).
    pub fn back(&mut self) -> Move {
        match self.at.filter(|_| self.active) {
            Some((l, s)) if s > 0 => {
                self.at = Some((l, s - 1));
                Move::Show {
                    lesson: l,
                    step: s - 1,
                }
            }
            _ => Move::Stay,
        }
    }

    /// Close the lesson bar; the tabs keep the step's state and the place is remembered.
    pub fn leave(&mut self) -> Move {
        if !self.active {
            return Move::Stay;
        }
        self.active = false;
        Move::Left
    }

    /// Where to continue later: the lesson and step last shown.
    pub fn progress(&self, lessons: &[Lesson]) -> Option<Progress> {
        let (l, s) = self.at?;
        Some(Progress {
            lesson: lessons.get(l)?.id.clone(),
            step: s,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lessons() -> Vec<Lesson> {
        super::super::all().expect("the bundled lessons load")
    }

    #[test]
    fn next_and_back_walk_a_lesson_and_next_on_the_last_step_finishes() {
        let lessons = lessons();
        let mut p = Player::new();
        assert_eq!(p.next(&lessons), Move::Stay, "no lesson open");
        assert_eq!(p.back(), Move::Stay);
        assert_eq!(p.start(&lessons, 0, 0), Move::Show { lesson: 0, step: 0 });
        assert!(p.is_active());
        assert_eq!(p.back(), Move::Stay, "nothing before the first step");
        let n = lessons[0].steps.len();
        for k in 1..n {
            assert_eq!(p.next(&lessons), Move::Show { lesson: 0, step: k });
            assert_eq!(p.step(&lessons), Some(&lessons[0].steps[k]));
        }
        assert_eq!(
            p.back(),
            Move::Show {
                lesson: 0,
                step: n - 2
            }
        );
        assert_eq!(
            p.next(&lessons),
            Move::Show {
                lesson: 0,
                step: n - 1
            }
        );
        assert_eq!(
            p.next(&lessons),
            Move::Finished,
            "Next on the last step finishes"
        );
        assert!(!p.is_active());
        assert_eq!(p.step(&lessons), None);
        assert_eq!(
            p.next(&lessons),
            Move::Stay,
            "a finished lesson does not move"
        );
        assert_eq!(p.progress(&lessons), None, "nothing to continue");
        assert_eq!(p.leave(), Move::Stay);
    }

    #[test]
    fn leave_keeps_the_place_and_resume_comes_back_to_it() {
        let lessons = lessons();
        let mut p = Player::new();
        p.start(&lessons, 4, 0);
        p.next(&lessons);
        p.next(&lessons);
        assert_eq!(p.leave(), Move::Left);
        assert_eq!(p.leave(), Move::Stay);
        let progress = p.progress(&lessons).unwrap();
        assert_eq!(
            progress,
            Progress {
                lesson: lessons[4].id.clone(),
                step: 2
            }
        );
        let mut q = Player::new();
        assert_eq!(
            q.resume(&lessons, &progress),
            Move::Show { lesson: 4, step: 2 }
        );
        assert!(q.is_active());
        let gone = Progress {
            lesson: "no-such-lesson".into(),
            step: 1,
        };
        assert_eq!(Player::new().resume(&lessons, &gone), Move::Stay);
        // a step beyond the lesson (an older lesson file) is clamped to its last step
        let far = Progress {
            lesson: lessons[6].id.clone(),
            step: 99,
        };
        let last = lessons[6].steps.len() - 1;
        assert_eq!(
            Player::new().resume(&lessons, &far),
            Move::Show {
                lesson: 6,
                step: last
            }
        );
    }

    #[test]
    fn progress_reads_and_writes_as_json() {
        let p = Progress {
            lesson: "can-i-win".into(),
            step: 3,
        };
        let text = serde_json::to_string(&p).unwrap();
        assert_eq!(serde_json::from_str::<Progress>(&text).unwrap(), p);
    }
}
