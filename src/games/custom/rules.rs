//! The rules as a Starlark program: parsing and running the top level, freezing it, calling
//! `moves`, `end` and `points`, turning Starlark values into position keys and back, and
//! one-line messages with the rules' line numbers.
//!
//! The language is Starlark as its specification defines it (the `starlark` crate, the
//! implementation Buck2 uses), with top-level `for` and `if` allowed, no `load`, and `sum` and
//! `abs` added as in Python. `print` is accepted and its output dropped. Each evaluator gets the
//! call-depth limit and a cancellation hook ([`Checker`]) that the interpreter calls after every
//! call we make and every 1,000 of its own calls and loop iterations.

use std::sync::OnceLock;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Instant;

use std::cell::Cell;
use std::rc::Rc;

use starlark::codemap::FileSpanRef;
use starlark::environment::{FrozenModule, Globals, GlobalsBuilder, LibraryExtension, Module};
use starlark::eval::{BeforeStmtFunc, BeforeStmtFuncDyn, Evaluator};
use starlark::starlark_module;
use starlark::syntax::ast::Stmt;
use starlark::syntax::{AstModule, Dialect};
use starlark::values::list::{AllocList, ListRef};
use starlark::values::tuple::{AllocTuple, TupleRef};
use starlark::values::{FrozenValue, Heap, UnpackValue, Value};

use super::position::{
    MAX_NESTING, TAG_BIG, TAG_FALSE, TAG_INT, TAG_LIST, TAG_NONE, TAG_STR, TAG_TRUE, TAG_TUPLE,
    get_bytes, get_varint, put_bytes, put_int, put_len, repr_key, unzigzag,
};
use super::{Limits, Outcome};
use crate::games::Control;

/// The file name the interpreter gives the rules (it never appears in our messages).
const FILE_NAME: &str = "rules.star";

/// Longest text of a value quoted in a message.
pub(crate) const REPR_MAX: usize = 80;

/// Why a run of the rules stopped.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Failure {
    /// Bad input: the one-line message.
    Bad(String),
    /// The caller cancelled.
    Cancelled,
    /// The time limit passed.
    TimeLimit,
}

/// Whether a run must stop: the caller's cancel, the deadline, or another thread's failure.
pub(crate) struct Checker<'c> {
    pub deadline: Instant,
    pub control: &'c dyn Control,
    /// Set when any thread fails or the caller cancels: every evaluator stops.
    pub stop: AtomicBool,
}

impl Checker<'_> {
    pub fn should_stop(&self) -> bool {
        if self.stop.load(Ordering::Relaxed) {
            return true;
        }
        if self.control.cancelled() || Instant::now() >= self.deadline {
            self.stop.store(true, Ordering::Relaxed);
            return true;
        }
        false
    }

    /// What a run that stopped (or failed) because of `should_stop` means: `Cancelled` or
    /// `TimeLimit`, or `None` when it was neither (another thread's failure).
    pub fn why_stopped(&self) -> Option<Failure> {
        if self.control.cancelled() {
            Some(Failure::Cancelled)
        } else if Instant::now() >= self.deadline {
            Some(Failure::TimeLimit)
        } else {
            None
        }
    }
}

/// An error of `sum` or `abs`.
#[derive(Debug, thiserror::Error)]
#[error("{0}")]
struct BuiltinError(String);

/// `sum` and `abs` as Python has them.
#[starlark_module]
fn python_extras(builder: &mut GlobalsBuilder) {
    /// `sum(iterable, start=0)`: `start` plus the items, left to right (numbers, lists or
    /// tuples; not strings, as in Python).
    fn sum<'v>(
        #[starlark(require = pos)] iterable: Value<'v>,
        start: Option<Value<'v>>,
        heap: Heap<'v>,
    ) -> starlark::Result<Value<'v>> {
        let mut total = match start {
            Some(s) => s,
            None => heap.alloc(0),
        };
        if total.unpack_str().is_some() {
            return Err(starlark::Error::new_other(BuiltinError(
                "sum() can't sum strings [use ''.join(seq) instead]".into(),
            )));
        }
        for item in iterable.iterate(heap)? {
            total = total.add(item, heap)?;
        }
        Ok(total)
    }

    /// `abs(x)`: the absolute value of an int or a float.
    fn abs<'v>(
        #[starlark(require = pos)] x: Value<'v>,
        heap: Heap<'v>,
    ) -> starlark::Result<Value<'v>> {
        match x.get_type() {
            "int" | "float" => {
                if x.compare(heap.alloc(0))? == std::cmp::Ordering::Less {
                    x.minus(heap)
                } else {
                    Ok(x)
                }
            }
            other => Err(starlark::Error::new_other(BuiltinError(format!(
                "bad operand type for abs(): '{other}'"
            )))),
        }
    }
}

/// The built-in functions the rules see: Starlark's, `print` (its output is dropped), and
/// `sum` and `abs`.
fn globals() -> &'static Globals {
    static GLOBALS: OnceLock<Globals> = OnceLock::new();
    GLOBALS.get_or_init(|| {
        GlobalsBuilder::extended_by(&[LibraryExtension::Print])
            .with(python_extras)
            .build()
    })
}

/// Starlark as its specification defines it, with top-level statements and without `load`.
fn dialect() -> Dialect {
    Dialect {
        enable_top_level_stmt: true,
        enable_load: false,
        enable_keyword_only_arguments: true,
        ..Dialect::Standard
    }
}

/// Drops what `print` writes (the command line's standard error carries one line only).
struct Quiet;

impl starlark::PrintHandler for Quiet {
    fn println(&self, _text: &str) -> starlark::Result<()> {
        Ok(())
    }
}

static QUIET: Quiet = Quiet;

/// Set an evaluator up with the limits and the checker.
pub(crate) fn prepare<'a>(
    eval: &mut Evaluator<'_, 'a, '_>,
    limits: &Limits,
    checker: &'a Checker<'a>,
) {
    // the interpreter's own entry frame counts against its limit: add it, so that `moves` and
    // the functions it calls may nest `call_depth` deep
    let _ = eval.set_max_callstack_size(limits.call_depth + CALL_STACK_OVERHEAD);
    let _ = eval.set_max_heap_size(limits.heap_bytes);
    eval.set_check_cancelled(Box::new(move || checker.should_stop()));
    eval.set_print_handler(&QUIET);
}

/// Frames of the interpreter's call stack that are not the rules' own calls.
const CALL_STACK_OVERHEAD: usize = 1;

/// The rules, run and frozen: the functions to call and the start position.
pub(crate) struct Program {
    /// Keeps every value below alive.
    _module: FrozenModule,
    pub start: FrozenValue,
    pub moves: FrozenValue,
    pub points: Option<FrozenValue>,
    pub end: Option<FrozenValue>,
    /// The built-in `int`, to make big integers from their digits.
    int_fn: FrozenValue,
    /// The line of each of `start`, `moves`, `points`, `end` in the rules (1-based).
    lines: [Option<usize>; 4],
    /// The lines (0-based, first and last) of the top-level `def` of each of them, where the
    /// name is defined by one.
    bodies: [Option<(usize, usize)>; 4],
}

/// The names a program may define, in the order of [`Program::lines`].
const NAMES: [&str; 4] = ["start", "moves", "points", "end"];

/// Which function a call is of.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Func {
    Moves = 1,
    Points = 2,
    End = 3,
}

impl Func {
    fn name(self) -> &'static str {
        NAMES[self as usize]
    }
}

impl Program {
    /// Parse and run the rules' top level, freeze it and find `start`, `moves`, `points` and
    /// `end`. Syntax and run-time errors give the line.
    pub fn load(rules: &str, limits: &Limits, checker: &Checker) -> Result<Program, Failure> {
        let lines = NAMES.map(|name| definition_line(rules, name));
        let ast = AstModule::parse(FILE_NAME, rules.to_owned(), &dialect())
            .map_err(|e| Failure::Bad(parse_error_text(&e, rules)))?;
        let bodies = def_bodies(&ast);
        let frozen = Module::with_temp_heap(|module| -> Result<FrozenModule, Failure> {
            {
                let mut eval = Evaluator::new(&module);
                prepare(&mut eval, limits, checker);
                if let Err(e) = eval.eval_module(ast, globals()) {
                    if let Some(why) = checker.why_stopped() {
                        return Err(why);
                    }
                    return Err(Failure::Bad(error_text(&e, None, "")));
                }
            }
            module
                .freeze()
                .map_err(|e| Failure::Bad(format!("rules: the program cannot be frozen: {e:?}")))
        })?;
        let get = |name: &str| -> Option<FrozenValue> {
            let owned = frozen.get_option(name).ok().flatten()?;
            // SAFETY: the value lives on the module's frozen heap, which the `Program` keeps
            // alive (its `_module`) for as long as it hands the value out.
            Some(unsafe { owned.unchecked_frozen_value() })
        };
        let missing = |name: &str, what: &str| {
            Failure::Bad(format!(
                "rules: no `{name}` defined (the rules must define {what})"
            ))
        };
        let missing = |name: &str, what: &str| match similar_name(&frozen, name) {
            Some(near) => {
                let at = definition_line(rules, &near)
                    .map_or_else(|| "rules".to_string(), |l| format!("rules line {l}"));
                Failure::Bad(format!(
                    "{at}: no `{name}` defined, but `{near}` is: did you mean `{name}`? (the \
                     rules must define {what})"
                ))
            }
            None => missing(name, what),
        };
        let start =
            get("start").ok_or_else(|| missing("start", "the start position: start = ..."))?;
        let moves = get("moves").ok_or_else(|| {
            missing(
                "moves",
                "def moves(p): the list of positions one move from p",
            )
        })?;
        let int_fn = globals()
            .iter()
            .find(|(name, _)| *name == "int")
            .map(|(_, v)| v)
            .ok_or_else(|| Failure::Bad("rules: the built-in int is missing".into()))?;
        Ok(Program {
            start,
            moves,
            points: get("points"),
            end: get("end"),
            int_fn,
            lines,
            bodies,
            _module: frozen,
        })
    }

    /// The line where `func` is defined, as a message prefix: "rules line 4" or "rules".
    fn prefix(&self, func: Option<Func>) -> String {
        let line = match func {
            Some(f) => self.lines[f as usize],
            None => self.lines[0],
        };
        match line {
            Some(l) => format!("rules line {l}"),
            None => "rules".to_string(),
        }
    }

    /// The start position's key, and its written form when it holds a list.
    pub fn start_key(&self) -> Result<(Vec<u8>, Option<Vec<u8>>), Failure> {
        let v = self.start.to_value();
        let mut key = Vec::new();
        match encode(v, &mut key, TAG_TUPLE, 0) {
            Ok(false) => Ok((key, None)),
            Ok(true) => {
                let mut written = Vec::new();
                let _ = encode(v, &mut written, TAG_LIST, 0);
                Ok((key, Some(written)))
            }
            Err(bad) => Err(Failure::Bad(format!(
                "{}: start is {}",
                self.prefix(None),
                bad.describe()
            ))),
        }
    }

    /// The value a key stands for, on the evaluator's heap (lists stay lists: the written
    /// form).
    pub fn build<'v>(
        &self,
        eval: &mut Evaluator<'v, '_, '_>,
        key: &[u8],
    ) -> Result<Value<'v>, Failure> {
        let mut at = 0;
        build(eval, self.int_fn.to_value(), key, &mut at, 0)
            .ok_or_else(|| Failure::Bad("rules: internal error: a malformed position key".into()))
    }

    /// Call `func` with `args` (`p`, or `p` and `q`); errors name the call.
    pub fn call<'v>(
        &self,
        eval: &mut Evaluator<'v, '_, '_>,
        func: Func,
        args: &[Value<'v>],
        checker: &Checker,
    ) -> Result<Value<'v>, Failure> {
        let f = match func {
            Func::Moves => Some(self.moves),
            Func::Points => self.points,
            Func::End => self.end,
        }
        .ok_or_else(|| Failure::Bad(format!("rules: no `{}` defined", func.name())))?;
        eval.eval_function(f.to_value(), args, &[]).map_err(|e| {
            if let Some(why) = checker.why_stopped() {
                return why;
            }
            let call = call_text(func, args);
            Failure::Bad(error_text(
                &e,
                self.lines[func as usize],
                &format!(" (in {call})"),
            ))
        })
    }

    /// A bad return value of a call: the message, at the line of the `return` that gave it
    /// (found by calling again with the interpreter's statement hook: the rules are
    /// deterministic), else where the function is defined. `eval` is not used for anything
    /// else afterwards: the solve stops at its first problem.
    pub fn bad_return<'v>(
        &self,
        eval: &mut Evaluator<'v, '_, '_>,
        func: Func,
        args: &[Value<'v>],
        problem: &str,
    ) -> Failure {
        let call = call_text(func, args);
        let prefix = match self.return_line(eval, func, args) {
            Some(Returned::At(line)) => format!("rules line {line}"),
            Some(Returned::FellOff) => {
                return Failure::Bad(format!(
                    "{}: {call} {problem} (the function ended without a `return`, so it \
                     returned None)",
                    self.prefix(Some(func))
                ));
            }
            None => self.prefix(Some(func)),
        };
        Failure::Bad(format!("{prefix}: {call} {problem}"))
    }

    /// Where a call of `func` returned: the line of the last statement of the function's own
    /// body that ran, when it is a `return`.
    fn return_line<'v>(
        &self,
        eval: &mut Evaluator<'v, '_, '_>,
        func: Func,
        args: &[Value<'v>],
    ) -> Option<Returned> {
        let (first, last) = self.bodies[func as usize]?;
        let f = match func {
            Func::Moves => Some(self.moves),
            Func::Points => self.points,
            Func::End => self.end,
        }?;
        let seen = Rc::new(Cell::new(None));
        eval.before_stmt_for_dap(BeforeStmtFunc::from_dyn(Box::new(LastStatement {
            first,
            last,
            seen: seen.clone(),
        })));
        eval.eval_function(f.to_value(), args, &[]).ok()?;
        let (line, is_return) = seen.get()?;
        Some(if is_return {
            Returned::At(line + 1)
        } else {
            Returned::FellOff
        })
    }

    /// `end(p)`'s answer: `None` (play goes on) or an outcome.
    pub fn end_result<'v>(
        &self,
        eval: &mut Evaluator<'v, '_, '_>,
        r: Value<'v>,
        p: Value<'v>,
    ) -> Result<Option<Outcome>, Failure> {
        if r.is_none() {
            return Ok(None);
        }
        match r.unpack_str() {
            Some("win") => Ok(Some(Outcome::Win)),
            Some("lose") => Ok(Some(Outcome::Lose)),
            Some("draw") => Ok(Some(Outcome::Draw)),
            _ => Err(self.bad_return(
                eval,
                Func::End,
                &[p],
                &format!(
                    "returned {}; end must return \"win\", \"lose\", \"draw\" or None",
                    short_repr(r)
                ),
            )),
        }
    }

    /// `points(p, q)`'s answer as an i64.
    pub fn points_value<'v>(
        &self,
        eval: &mut Evaluator<'v, '_, '_>,
        r: Value<'v>,
        p: Value<'v>,
        q: Value<'v>,
    ) -> Result<i64, Failure> {
        if r.get_type() != "int" {
            return Err(self.bad_return(
                eval,
                Func::Points,
                &[p, q],
                &format!(
                    "returned {} ({}); points must return an integer",
                    short_repr(r),
                    with_article(r.get_type())
                ),
            ));
        }
        if let Some(i) = r.unpack_i32() {
            return Ok(i64::from(i));
        }
        match i64::unpack_value(r) {
            Ok(Some(i)) => Ok(i),
            _ => Err(self.bad_return(
                eval,
                Func::Points,
                &[p, q],
                &format!("returned {}, beyond the 64-bit signed range", short_repr(r)),
            )),
        }
    }

    /// The items `moves(p)` returned (a list or a tuple).
    pub fn move_items<'v>(
        &self,
        eval: &mut Evaluator<'v, '_, '_>,
        r: Value<'v>,
        p: Value<'v>,
    ) -> Result<Vec<Value<'v>>, Failure> {
        if let Some(list) = ListRef::from_value(r) {
            return Ok(list.content().to_vec());
        }
        if let Some(tuple) = TupleRef::from_value(r) {
            return Ok(tuple.content().to_vec());
        }
        Err(self.bad_return(
            eval,
            Func::Moves,
            &[p],
            &format!(
                "returned {} ({}); moves must return a list or a tuple of positions",
                short_repr(r),
                with_article(r.get_type())
            ),
        ))
    }

    /// A move that is not a position.
    pub fn bad_move<'v>(
        &self,
        eval: &mut Evaluator<'v, '_, '_>,
        p: Value<'v>,
        bad: &BadPosition,
    ) -> Failure {
        self.bad_return(
            eval,
            Func::Moves,
            &[p],
            &format!("returned a move that is {}", bad.describe()),
        )
    }
}

/// Where a call returned (see [`Program::return_line`]).
enum Returned {
    /// The 1-based line of the `return` statement.
    At(usize),
    /// The function's body ran to its end.
    FellOff,
}

/// The interpreter's statement hook: remembers the last statement that runs within lines
/// `first..=last` (0-based) after the `def` line itself, and whether it is a `return`.
struct LastStatement {
    first: usize,
    last: usize,
    seen: Rc<Cell<Option<(usize, bool)>>>,
}

impl<'e> BeforeStmtFuncDyn<'e> for LastStatement {
    fn call<'v>(
        &mut self,
        span: FileSpanRef,
        _continued: bool,
        _eval: &mut Evaluator<'v, '_, 'e>,
    ) -> starlark::Result<()> {
        let line = span.resolve_span().begin.line;
        if self.first < line && line <= self.last {
            let text = span.source_span();
            let is_return = text == "return"
                || text.starts_with("return ")
                || text.starts_with("return(")
                || text.starts_with("return[");
            self.seen.set(Some((line, is_return)));
        }
        Ok(())
    }
}

/// The lines (0-based, first and last) of the top-level `def` of each name of [`NAMES`]
/// (the last definition wins; an assignment after it forgets it).
fn def_bodies(ast: &AstModule) -> [Option<(usize, usize)>; 4] {
    let mut out = [None; 4];
    let top: Vec<&starlark::syntax::ast::AstStmt> = match &ast.statement().node {
        Stmt::Statements(list) => list.iter().collect(),
        _ => vec![ast.statement()],
    };
    for stmt in top {
        match &stmt.node {
            Stmt::Def(def) => {
                if let Some(k) = NAMES.iter().position(|n| *n == def.name.node.ident) {
                    let span = ast.file_span(stmt.span).resolve_span();
                    out[k] = Some((span.begin.line, span.end.line));
                }
            }
            Stmt::Assign(assign) => {
                if let starlark::syntax::ast::AssignTarget::Identifier(id) = &assign.lhs.node
                    && let Some(k) = NAMES.iter().position(|n| *n == id.node.ident)
                {
                    out[k] = None;
                }
            }
            _ => {}
        }
    }
    out
}

/// A name the program defines that looks like a misspelling of `name` (`move` for `moves`,
/// `Start` for `start`): the same letters but for case, or one letter added, dropped, changed
/// or two swapped.
fn similar_name(module: &FrozenModule, name: &str) -> Option<String> {
    let mut names: Vec<String> = module.names().map(|n| n.as_str().to_string()).collect();
    names.sort();
    names.into_iter().find(|n| n != name && near(n, name))
}

/// Whether `a` is `b` but for case or one edit (insertion, deletion, substitution or swap of
/// two neighbours).
fn near(a: &str, b: &str) -> bool {
    let (a, b): (Vec<char>, Vec<char>) = (
        a.to_lowercase().chars().collect(),
        b.to_lowercase().chars().collect(),
    );
    if a == b {
        return true;
    }
    let (short, long) = if a.len() <= b.len() {
        (&a, &b)
    } else {
        (&b, &a)
    };
    match long.len() - short.len() {
        0 => {
            let diff: Vec<usize> = (0..a.len()).filter(|&k| a[k] != b[k]).collect();
            diff.len() == 1
                || (diff.len() == 2
                    && diff[1] == diff[0] + 1
                    && a[diff[0]] == b[diff[1]]
                    && a[diff[1]] == b[diff[0]])
        }
        1 => {
            let k = (0..short.len())
                .find(|&k| short[k] != long[k])
                .unwrap_or(short.len());
            short[k..] == long[k + 1..]
        }
        _ => false,
    }
}

/// "an int", "a dict".
fn with_article(type_name: &str) -> String {
    if type_name.starts_with(['a', 'e', 'i', 'o', 'u']) {
        format!("an {type_name}")
    } else {
        format!("a {type_name}")
    }
}

/// "moves((0, 1))", "points((0, 1), (2, 2))".
fn call_text(func: Func, args: &[Value]) -> String {
    let args: Vec<String> = args.iter().map(|v| short_repr(*v)).collect();
    format!("{}({})", func.name(), args.join(", "))
}

/// A value's `repr`, cut to [`REPR_MAX`] characters.
pub(crate) fn short_repr(v: Value) -> String {
    let text = v.to_repr();
    if text.len() <= REPR_MAX {
        return text;
    }
    let mut cut = REPR_MAX;
    while !text.is_char_boundary(cut) {
        cut -= 1;
    }
    format!("{}…", &text[..cut])
}

/// A starlark error as one line: "rules line 3: message (context)". The line is where the error
/// happened, or `fallback` (where the called function is defined) when the interpreter gives
/// none.
fn error_text(e: &starlark::Error, fallback: Option<usize>, context: &str) -> String {
    let line = e
        .span()
        .map(|span| span.resolve_span().begin.line + 1)
        .or(fallback);
    let message = one_line(&e.without_diagnostic().to_string());
    let message = if message.len() > 300 {
        let mut cut = 300;
        while !message.is_char_boundary(cut) {
            cut -= 1;
        }
        format!("{}…", &message[..cut])
    } else {
        message
    };
    if message.contains("Heap memory limit") {
        let mib = super::MAX_HEAP_BYTES >> 20;
        // in a call: values made by a call are freed only when it returns, so a long loop
        // (even one that keeps nothing) stops here; the call is named, and its line if known
        if let Some(call) = context
            .strip_prefix(" (in ")
            .and_then(|c| c.strip_suffix(')'))
        {
            let at = match line {
                Some(l) => format!("rules line {l}"),
                None => "rules".to_string(),
            };
            return format!(
                "{at}: {call} ran too long: it made more than {mib} MiB of values before \
                 returning, beyond the limit (a loop of a billion steps? values are freed only \
                 when the call returns)"
            );
        }
        return format!(
            "rules: the program needs more than {mib} MiB of memory at once, beyond the limit{context}"
        );
    }
    let depth = if message.contains("call stack overflow") {
        " (calls nest deeper than the call-depth limit)"
    } else {
        ""
    };
    match line {
        Some(l) => format!("rules line {l}: {message}{depth}{context}"),
        None => format!("rules: {message}{depth}{context}"),
    }
}

/// A syntax error as one line, at its line; a mistake of indentation says so in plain words
/// (the parser speaks of "indentation blocks").
fn parse_error_text(e: &starlark::Error, rules: &str) -> String {
    let message = one_line(&e.without_diagnostic().to_string());
    let hint = if message.contains("incorrect indentation") {
        "bad indentation: this line is indented by an amount that no line of its block has; \
         indent the lines of one block by the same number of spaces"
    } else if message.contains("unexpected new indentation block") {
        "bad indentation: this line is indented more than the line before it, but only the \
         lines after a line that ends with `:` start an indented block"
    } else if message.contains("expected new indentation block") {
        "bad indentation: the lines after a line that ends with `:` must be indented (by 4 \
         spaces, say)"
    } else if message.contains("end of indentation block") {
        "bad indentation: this line is indented less than the statement it belongs to"
    } else if message.contains("tabs are not allowed") {
        "bad indentation: indent with spaces, not tabs"
    } else if message.contains("keyword `while`") {
        "Starlark has no `while`: loop with `for i in range(...)` instead (`break` leaves it \
         early)"
    } else {
        return error_text(e, None, "");
    };
    // the lexer places some of these at the end of the line before the bad one (its newline)
    let line = e.span().map(|span| {
        let r = span.resolve_span();
        let before = rules.lines().nth(r.begin.line).unwrap_or("");
        if r.begin.column >= before.chars().count() && r.begin.line + 1 < rules.lines().count() {
            r.begin.line + 2
        } else {
            r.begin.line + 1
        }
    });
    match line {
        Some(l) => format!("rules line {l}: {hint} ({message})"),
        None => format!("rules: {hint} ({message})"),
    }
}

/// Fold a message onto one line.
fn one_line(msg: &str) -> String {
    msg.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// The last line (1-based) where the top level defines `name`: `def name(` or `name =`.
fn definition_line(rules: &str, name: &str) -> Option<usize> {
    let mut found = None;
    for (k, line) in rules.lines().enumerate() {
        let defines = if let Some(rest) = line.strip_prefix("def ") {
            rest.trim_start()
                .strip_prefix(name)
                .is_some_and(|r| r.trim_start().starts_with('('))
        } else if let Some(rest) = line.strip_prefix(name) {
            let rest = rest.trim_start();
            rest.starts_with('=') && !rest.starts_with("==")
        } else {
            false
        };
        if defines {
            found = Some(k + 1);
        }
    }
    found
}

// ---- values and keys

/// A value that is not a position: its type and text, or a position nested too deeply.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum BadPosition {
    Type { type_name: String, repr: String },
    TooDeep,
}

impl BadPosition {
    /// "a dict, not a position: {1: 2} (a position is ...)".
    pub fn describe(&self) -> String {
        match self {
            BadPosition::Type { type_name, repr } => format!(
                "{}, not a position: {repr} (a position is an int, a string, a bool, None, \
                 or a tuple or list of positions{})",
                with_article(type_name),
                if type_name == "float" {
                    "; `/` divides to a float, `//` to an int"
                } else {
                    ""
                }
            ),
            BadPosition::TooDeep => format!(
                "nested more than {MAX_NESTING} tuples or lists deep, beyond the limit for a \
                 position"
            ),
        }
    }
}

/// Append the key of `v` to `out`, with lists tagged `list_tag` (`TAG_TUPLE` for the key,
/// `TAG_LIST` for the written form). Returns whether `v` holds a list.
pub(crate) fn encode(
    v: Value,
    out: &mut Vec<u8>,
    list_tag: u8,
    depth: usize,
) -> Result<bool, BadPosition> {
    if let Some(i) = v.unpack_i32() {
        put_int(out, i64::from(i));
        return Ok(false);
    }
    if let Some(s) = v.unpack_str() {
        put_bytes(out, TAG_STR, s.as_bytes());
        return Ok(false);
    }
    let (items, tag) = if let Some(t) = TupleRef::from_value(v) {
        (t.content(), TAG_TUPLE)
    } else if let Some(l) = ListRef::from_value(v) {
        (l.content(), list_tag)
    } else {
        if v.is_none() {
            out.push(TAG_NONE);
        } else if let Some(b) = v.unpack_bool() {
            out.push(if b { TAG_TRUE } else { TAG_FALSE });
        } else if v.get_type() == "int" {
            match i64::unpack_value(v) {
                Ok(Some(i)) => put_int(out, i),
                _ => put_bytes(out, TAG_BIG, v.to_repr().as_bytes()),
            }
        } else {
            return Err(BadPosition::Type {
                type_name: v.get_type().to_string(),
                repr: short_repr(v),
            });
        }
        return Ok(false);
    };
    if depth >= MAX_NESTING {
        return Err(BadPosition::TooDeep);
    }
    let mut has_list = tag == list_tag && ListRef::from_value(v).is_some();
    // a list's items may change while we read them only through a call, and we make none here
    let items: Vec<Value> = items.to_vec();
    out.push(tag);
    put_len(out, items.len());
    for item in items {
        has_list |= encode(item, out, list_tag, depth + 1)?;
    }
    Ok(has_list)
}

fn build<'v>(
    eval: &mut Evaluator<'v, '_, '_>,
    int_fn: Value<'v>,
    key: &[u8],
    at: &mut usize,
    depth: usize,
) -> Option<Value<'v>> {
    if depth > MAX_NESTING {
        return None;
    }
    let heap = eval.heap();
    let tag = *key.get(*at)?;
    *at += 1;
    Some(match tag {
        TAG_NONE => Value::new_none(),
        TAG_FALSE => Value::new_bool(false),
        TAG_TRUE => Value::new_bool(true),
        TAG_INT => heap.alloc(unzigzag(get_varint(key, at)?)),
        TAG_BIG => {
            let digits = std::str::from_utf8(get_bytes(key, at)?).ok()?;
            let s = heap.alloc(digits);
            eval.eval_function(int_fn, &[s], &[]).ok()?
        }
        TAG_STR => heap.alloc(std::str::from_utf8(get_bytes(key, at)?).ok()?),
        TAG_TUPLE | TAG_LIST => {
            let n = usize::try_from(get_varint(key, at)?).ok()?;
            let mut items = Vec::with_capacity(n.min(key.len()));
            for _ in 0..n {
                items.push(build(eval, int_fn, key, at, depth + 1)?);
            }
            let heap = eval.heap();
            if tag == TAG_LIST {
                heap.alloc(AllocList(items))
            } else {
                heap.alloc(AllocTuple(items))
            }
        }
        _ => return None,
    })
}

/// A key as text for messages.
pub(crate) fn key_text(key: &[u8]) -> String {
    repr_key(key, REPR_MAX)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn definition_lines() {
        let rules = "start = 0\nstart == 1\ndef moves (p):\n    return []\n  moves = 3\nend=None\n";
        assert_eq!(definition_line(rules, "start"), Some(1));
        assert_eq!(definition_line(rules, "moves"), Some(3));
        assert_eq!(definition_line(rules, "end"), Some(6));
        assert_eq!(definition_line(rules, "points"), None);
        assert_eq!(definition_line("startx = 1", "start"), None);
    }

    #[test]
    fn names_near_a_misspelling() {
        for (a, b) in [
            ("move", "moves"),
            ("Moves", "moves"),
            ("mvoes", "moves"),
            ("movs", "moves"),
            ("movez", "moves"),
            ("star", "start"),
            ("starts", "start"),
        ] {
            assert!(near(a, b), "{a} {b}");
        }
        for (a, b) in [("mv", "moves"), ("next_moves", "moves"), ("stop", "start")] {
            assert!(!near(a, b), "{a} {b}");
        }
    }
}
