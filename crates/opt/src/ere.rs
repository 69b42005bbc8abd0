//! POSIX extended regular expressions as LLVM's `llvm::Regex` reads and
//! matches them (its `regcomp.c`, Henry Spencer's library), which
//! `--verify-diagnostics` uses for `expected-*-re` annotations: bytes, not
//! characters; `\` before anything but `1`-`9` makes that character
//! literal (`\w` is `w`); `\1`..`\9` are back-references to closed groups;
//! bracket expressions with `[:class:]`, `[=x=]` and `[.name.]`;
//! `[[:<:]]` / `[[:>:]]` word boundaries; `{m,n}` counts up to 255; empty
//! branches, repeated repetitions and unbalanced brackets are errors with
//! LLVM's wording.
//!
//! Matching is a backtracking search over a small program. Without
//! back-references each (instruction, position) pair is tried once, so a
//! search costs at most the program's length times the text's.

/// A compile error: LLVM's `regerror` text.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Error {
    /// `REG_ECOLLATE`.
    Collate,
    /// `REG_ECTYPE`.
    CType,
    /// `REG_EESCAPE`.
    Escape,
    /// `REG_ESUBREG`.
    SubReg,
    /// `REG_EBRACK`.
    Brack,
    /// `REG_EPAREN`.
    Paren,
    /// `REG_EBRACE`.
    Brace,
    /// `REG_BADBR`.
    BadBr,
    /// `REG_ERANGE`.
    Range,
    /// `REG_BADRPT`.
    BadRpt,
    /// `REG_EMPTY`.
    Empty,
}

impl std::fmt::Display for Error {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            Error::Collate => "invalid collating element",
            Error::CType => "invalid character class",
            Error::Escape => "trailing backslash (\\)",
            Error::SubReg => "invalid backreference number",
            Error::Brack => "brackets ([ ]) not balanced",
            Error::Paren => "parentheses not balanced",
            Error::Brace => "braces not balanced",
            Error::BadBr => "invalid repetition count(s)",
            Error::Range => "invalid character range",
            Error::BadRpt => "repetition-operator operand invalid",
            Error::Empty => "empty (sub)expression",
        })
    }
}

/// The largest repetition count (`RE_DUP_MAX`).
const DUP_MAX: u32 = 255;

/// A parsed expression.
#[derive(Clone, Debug)]
enum Node {
    /// One byte.
    Byte(u8),
    /// Any byte.
    Any,
    /// A byte of the set.
    Set(Box<[bool; 256]>),
    /// Start of the text.
    Bol,
    /// End of the text.
    Eol,
    /// Start of a word.
    Bow,
    /// End of a word.
    Eow,
    /// A numbered group.
    Group(usize, Box<Node>),
    /// The text group `n` matched.
    Backref(usize),
    /// One after the other.
    Concat(Vec<Node>),
    /// One of.
    Alt(Vec<Node>),
    /// `min` to `max` (`None`: unbounded) times.
    Repeat(Box<Node>, u32, Option<u32>),
}

/// The character classes of `[:name:]`.
fn class(name: &[u8]) -> Option<fn(u8) -> bool> {
    Some(match name {
        b"alnum" => |c: u8| c.is_ascii_alphanumeric(),
        b"alpha" => |c: u8| c.is_ascii_alphabetic(),
        b"blank" => |c: u8| c == b' ' || c == b'\t',
        b"cntrl" => |c: u8| c < 0x20 || c == 0x7f,
        b"digit" => |c: u8| c.is_ascii_digit(),
        b"graph" => |c: u8| c.is_ascii_graphic(),
        b"lower" => |c: u8| c.is_ascii_lowercase(),
        b"print" => |c: u8| c.is_ascii_graphic() || c == b' ',
        b"punct" => |c: u8| c.is_ascii_punctuation(),
        b"space" => |c: u8| matches!(c, b' ' | b'\t' | b'\n' | 0x0b | 0x0c | b'\r'),
        b"upper" => |c: u8| c.is_ascii_uppercase(),
        b"xdigit" => |c: u8| c.is_ascii_hexdigit(),
        _ => return None,
    })
}

/// The POSIX names of collating elements (`[.name.]`) and their bytes.
const COLLATING_NAMES: &[(&str, u8)] = &[
    ("NUL", 0), ("SOH", 1), ("STX", 2), ("ETX", 3), ("EOT", 4), ("ENQ", 5), ("ACK", 6), ("BEL", 7),
    ("alert", 7), ("BS", 8), ("backspace", 8), ("HT", 9), ("tab", 9), ("LF", 10), ("newline", 10),
    ("VT", 11), ("vertical-tab", 11), ("FF", 12), ("form-feed", 12), ("CR", 13), ("carriage-return", 13),
    ("SO", 14), ("SI", 15), ("DLE", 16), ("DC1", 17), ("DC2", 18), ("DC3", 19), ("DC4", 20), ("NAK", 21),
    ("SYN", 22), ("ETB", 23), ("CAN", 24), ("EM", 25), ("SUB", 26), ("ESC", 27), ("IS4", 28), ("FS", 28),
    ("IS3", 29), ("GS", 29), ("IS2", 30), ("RS", 30), ("IS1", 31), ("US", 31), ("space", b' '),
    ("exclamation-mark", b'!'), ("quotation-mark", b'"'), ("number-sign", b'#'), ("dollar-sign", b'$'),
    ("percent-sign", b'%'), ("ampersand", b'&'), ("apostrophe", b'\''), ("left-parenthesis", b'('),
    ("right-parenthesis", b')'), ("asterisk", b'*'), ("plus-sign", b'+'), ("comma", b','), ("hyphen", b'-'),
    ("hyphen-minus", b'-'), ("period", b'.'), ("full-stop", b'.'), ("slash", b'/'), ("solidus", b'/'),
    ("zero", b'0'), ("one", b'1'), ("two", b'2'), ("three", b'3'), ("four", b'4'), ("five", b'5'),
    ("six", b'6'), ("seven", b'7'), ("eight", b'8'), ("nine", b'9'), ("colon", b':'), ("semicolon", b';'),
    ("less-than-sign", b'<'), ("equals-sign", b'='), ("greater-than-sign", b'>'), ("question-mark", b'?'),
    ("commercial-at", b'@'), ("left-square-bracket", b'['), ("backslash", b'\\'), ("reverse-solidus", b'\\'),
    ("right-square-bracket", b']'), ("circumflex", b'^'), ("circumflex-accent", b'^'), ("underscore", b'_'),
    ("low-line", b'_'), ("grave-accent", b'`'), ("left-brace", b'{'), ("left-curly-bracket", b'{'),
    ("vertical-line", b'|'), ("right-brace", b'}'), ("right-curly-bracket", b'}'), ("tilde", b'~'), ("DEL", 127),
];

/// The parser's state (upstream's `struct parse`).
struct Parser<'a> {
    /// The pattern.
    p: &'a [u8],
    /// The next byte.
    i: usize,
    /// Groups opened so far.
    groups: usize,
    /// Which groups are closed (a back-reference needs its group closed).
    closed: [bool; 10],
    /// Whether a back-reference was seen.
    backrefs: bool,
}

type R<T> = Result<T, Error>;

impl Parser<'_> {
    fn more(&self) -> bool {
        self.i < self.p.len()
    }
    fn peek(&self) -> Option<u8> {
        self.p.get(self.i).copied()
    }
    fn see(&self, c: u8) -> bool {
        self.peek() == Some(c)
    }
    fn see_two(&self, a: u8, b: u8) -> bool {
        self.p.get(self.i) == Some(&a) && self.p.get(self.i + 1) == Some(&b)
    }
    fn eat(&mut self, c: u8) -> bool {
        let s = self.see(c);
        self.i += usize::from(s);
        s
    }

    /// Alternatives up to `stop` (`p_ere`); each must be non-empty.
    fn ere(&mut self, stop: Option<u8>) -> R<Node> {
        let mut alts = Vec::new();
        loop {
            let mut items = Vec::new();
            let mut emitted = false;
            while let Some(c) = self.peek() {
                if c == b'|' || Some(c) == stop {
                    break;
                }
                if let Some(n) = self.ere_exp()? {
                    emitted = true;
                    items.push(n);
                }
            }
            if !emitted {
                return Err(Error::Empty);
            }
            alts.push(Node::Concat(items));
            if !self.eat(b'|') {
                break;
            }
        }
        Ok(if alts.len() == 1 { alts.pop().unwrap_or(Node::Concat(Vec::new())) } else { Node::Alt(alts) })
    }

    /// Whether a repetition operator comes next.
    fn at_repetition(&self) -> bool {
        match self.peek() {
            Some(b'*' | b'+' | b'?') => true,
            Some(b'{') => self.p.get(self.i + 1).is_some_and(u8::is_ascii_digit),
            _ => false,
        }
    }

    /// An atom and its repetition (`p_ere_exp`); `None` when it emits
    /// nothing (`x{0}`).
    fn ere_exp(&mut self) -> R<Option<Node>> {
        let c = self.p[self.i];
        self.i += 1;
        let mut caret = false;
        let atom = match c {
            b'(' => {
                if !self.more() {
                    return Err(Error::Paren);
                }
                self.groups += 1;
                let n = self.groups;
                let inner = if self.see(b')') { Node::Concat(Vec::new()) } else { self.ere(Some(b')'))? };
                if n < 10 {
                    self.closed[n] = true;
                }
                if !self.eat(b')') {
                    return Err(Error::Paren);
                }
                Node::Group(n, Box::new(inner))
            }
            b')' => return Err(Error::Paren),
            b'^' => {
                caret = true;
                Node::Bol
            }
            b'$' => Node::Eol,
            b'|' => return Err(Error::Empty),
            b'*' | b'+' | b'?' => return Err(Error::BadRpt),
            b'.' => Node::Any,
            b'[' => self.bracket()?,
            b'\\' => {
                let Some(e) = self.peek() else { return Err(Error::Escape) };
                self.i += 1;
                if (b'1'..=b'9').contains(&e) {
                    let n = (e - b'0') as usize;
                    if !self.closed[n] {
                        return Err(Error::SubReg);
                    }
                    self.backrefs = true;
                    Node::Backref(n)
                } else {
                    Node::Byte(e)
                }
            }
            b'{' => {
                if self.peek().is_some_and(|d| d.is_ascii_digit()) {
                    return Err(Error::BadRpt);
                }
                Node::Byte(b'{')
            }
            _ => Node::Byte(c),
        };
        if !self.at_repetition() {
            return Ok(Some(atom));
        }
        let op = self.p[self.i];
        self.i += 1;
        if caret {
            return Err(Error::BadRpt);
        }
        let (min, max) = match op {
            b'*' => (0, None),
            b'+' => (1, None),
            b'?' => (0, Some(1)),
            _ => {
                let min = self.count()?;
                let max = if self.eat(b',') {
                    if self.peek().is_some_and(|d| d.is_ascii_digit()) {
                        let m = self.count()?;
                        if min > m {
                            return Err(Error::BadBr);
                        }
                        Some(m)
                    } else {
                        None
                    }
                } else {
                    Some(min)
                };
                if !self.eat(b'}') {
                    while self.more() && !self.see(b'}') {
                        self.i += 1;
                    }
                    return Err(if self.more() { Error::BadBr } else { Error::Brace });
                }
                (min, max)
            }
        };
        if self.at_repetition() {
            return Err(Error::BadRpt);
        }
        Ok(match (min, max) {
            (0, Some(0)) => None,
            (1, Some(1)) => Some(atom),
            _ => Some(Node::Repeat(Box::new(atom), min, max)),
        })
    }

    /// A repetition count (`p_count`).
    fn count(&mut self) -> R<u32> {
        let (mut n, mut digits) = (0u32, 0);
        while let Some(d) = self.peek().filter(u8::is_ascii_digit) {
            if n > DUP_MAX {
                break;
            }
            n = n * 10 + u32::from(d - b'0');
            digits += 1;
            self.i += 1;
        }
        if digits == 0 || n > DUP_MAX {
            return Err(Error::BadBr);
        }
        Ok(n)
    }

    /// A bracket expression after its `[` (`p_bracket`).
    fn bracket(&mut self) -> R<Node> {
        if self.p[self.i..].starts_with(b"[:<:]]") {
            self.i += 6;
            return Ok(Node::Bow);
        }
        if self.p[self.i..].starts_with(b"[:>:]]") {
            self.i += 6;
            return Ok(Node::Eow);
        }
        let mut set = Box::new([false; 256]);
        let invert = self.eat(b'^');
        if self.eat(b']') {
            set[b']' as usize] = true;
        } else if self.eat(b'-') {
            set[b'-' as usize] = true;
        }
        while self.more() && !self.see(b']') && !self.see_two(b'-', b']') {
            self.bracket_term(&mut set)?;
        }
        if self.eat(b'-') {
            set[b'-' as usize] = true;
        }
        if !self.eat(b']') {
            return Err(Error::Brack);
        }
        if invert {
            for b in set.iter_mut() {
                *b = !*b;
            }
        }
        let members: Vec<usize> = (0..256).filter(|&c| set[c]).take(2).collect();
        Ok(if members.len() == 1 { Node::Byte(members[0] as u8) } else { Node::Set(set) })
    }

    /// One term of a bracket expression (`p_b_term`).
    fn bracket_term(&mut self, set: &mut [bool; 256]) -> R<()> {
        let kind = match self.peek() {
            Some(b'[') => self.p.get(self.i + 1).copied(),
            Some(b'-') => return Err(Error::Range),
            _ => None,
        };
        match kind {
            Some(b':') => {
                self.i += 2;
                let c = self.peek().ok_or(Error::Brack)?;
                if c == b'-' || c == b']' {
                    return Err(Error::CType);
                }
                let start = self.i;
                while self.peek().is_some_and(|c| c.is_ascii_alphabetic()) {
                    self.i += 1;
                }
                let f = class(&self.p[start..self.i]).ok_or(Error::CType)?;
                for c in 0..=255u8 {
                    if f(c) {
                        set[c as usize] = true;
                    }
                }
                if !self.more() {
                    return Err(Error::Brack);
                }
                if !self.see_two(b':', b']') {
                    return Err(Error::CType);
                }
                self.i += 2;
            }
            Some(b'=') => {
                self.i += 2;
                let c = self.peek().ok_or(Error::Brack)?;
                if c == b'-' || c == b']' {
                    return Err(Error::Collate);
                }
                let c = self.collating_element(b'=')?;
                set[c as usize] = true;
                if !self.more() {
                    return Err(Error::Brack);
                }
                if !self.see_two(b'=', b']') {
                    return Err(Error::Collate);
                }
                self.i += 2;
            }
            _ => {
                let start = self.symbol()?;
                let finish = if self.see(b'-') && self.p.get(self.i + 1).is_some_and(|&c| c != b']') {
                    self.i += 1;
                    if self.eat(b'-') {
                        b'-'
                    } else {
                        self.symbol()?
                    }
                } else {
                    start
                };
                // LLVM compares `char`s, which are signed.
                let (s, f) = (start as i8, finish as i8);
                if s > f {
                    return Err(Error::Range);
                }
                for c in s..=f {
                    set[c as u8 as usize] = true;
                }
            }
        }
        Ok(())
    }

    /// A byte or `[.name.]` (`p_b_symbol`).
    fn symbol(&mut self) -> R<u8> {
        let c = self.peek().ok_or(Error::Brack)?;
        if !self.see_two(b'[', b'.') {
            self.i += 1;
            return Ok(c);
        }
        self.i += 2;
        let v = self.collating_element(b'.')?;
        if !self.see_two(b'.', b']') {
            return Err(Error::Collate);
        }
        self.i += 2;
        Ok(v)
    }

    /// The name of a collating element up to `end]` (`p_b_coll_elem`).
    fn collating_element(&mut self, end: u8) -> R<u8> {
        let start = self.i;
        while self.more() && !self.see_two(end, b']') {
            self.i += 1;
        }
        if !self.more() {
            return Err(Error::Brack);
        }
        let name = &self.p[start..self.i];
        if let Some(&(_, c)) = COLLATING_NAMES.iter().find(|(n, _)| n.as_bytes() == name) {
            return Ok(c);
        }
        match name {
            [c] => Ok(*c),
            _ => Err(Error::Collate),
        }
    }
}

/// One instruction of a compiled expression.
#[derive(Clone, Debug)]
enum Inst {
    Byte(u8),
    Any,
    Set(Box<[bool; 256]>),
    Bol,
    Eol,
    Bow,
    Eow,
    /// Records the position in capture slot `n`.
    Save(usize),
    Backref(usize),
    /// Tries the first target, then the second.
    Split(usize, usize),
    Jmp(usize),
    /// Records the position in loop slot `n` (start of an iteration).
    LoopStart(usize),
    /// Fails if the iteration begun at loop slot `n` consumed nothing.
    LoopCheck(usize),
    Match,
}

/// A compiled expression.
#[derive(Clone, Debug)]
pub struct Regex {
    prog: Vec<Inst>,
    groups: usize,
    loops: usize,
    backrefs: bool,
}

/// The length a program may reach (nested counted repetitions grow it
/// multiplicatively; LLVM runs out of memory somewhere past that too).
const MAX_PROGRAM: usize = 1 << 22;

struct Compiler {
    prog: Vec<Inst>,
    loops: usize,
}

impl Compiler {
    fn emit(&mut self, n: &Node) -> R<()> {
        if self.prog.len() > MAX_PROGRAM {
            return Err(Error::BadBr);
        }
        match n {
            Node::Byte(b) => self.prog.push(Inst::Byte(*b)),
            Node::Any => self.prog.push(Inst::Any),
            Node::Set(s) => self.prog.push(Inst::Set(s.clone())),
            Node::Bol => self.prog.push(Inst::Bol),
            Node::Eol => self.prog.push(Inst::Eol),
            Node::Bow => self.prog.push(Inst::Bow),
            Node::Eow => self.prog.push(Inst::Eow),
            Node::Backref(k) => self.prog.push(Inst::Backref(*k)),
            Node::Group(k, inner) => {
                self.prog.push(Inst::Save(2 * k));
                self.emit(inner)?;
                self.prog.push(Inst::Save(2 * k + 1));
            }
            Node::Concat(items) => {
                for i in items {
                    self.emit(i)?;
                }
            }
            Node::Alt(alts) => {
                let mut jumps = Vec::new();
                for (k, a) in alts.iter().enumerate() {
                    if k + 1 < alts.len() {
                        let split = self.prog.len();
                        self.prog.push(Inst::Split(split + 1, 0));
                        self.emit(a)?;
                        jumps.push(self.prog.len());
                        self.prog.push(Inst::Jmp(0));
                        let next = self.prog.len();
                        self.prog[split] = Inst::Split(split + 1, next);
                    } else {
                        self.emit(a)?;
                    }
                }
                let end = self.prog.len();
                for j in jumps {
                    self.prog[j] = Inst::Jmp(end);
                }
            }
            Node::Repeat(inner, min, max) => {
                for _ in 0..*min {
                    self.emit(inner)?;
                }
                match max {
                    None => {
                        let slot = self.loops;
                        self.loops += 1;
                        let head = self.prog.len();
                        self.prog.push(Inst::Split(head + 1, 0));
                        self.prog.push(Inst::LoopStart(slot));
                        self.emit(inner)?;
                        self.prog.push(Inst::LoopCheck(slot));
                        self.prog.push(Inst::Jmp(head));
                        let end = self.prog.len();
                        self.prog[head] = Inst::Split(head + 1, end);
                    }
                    Some(max) => {
                        let mut splits = Vec::new();
                        for _ in *min..*max {
                            splits.push(self.prog.len());
                            self.prog.push(Inst::Split(0, 0));
                            self.emit(inner)?;
                        }
                        let end = self.prog.len();
                        for s in splits {
                            self.prog[s] = Inst::Split(s + 1, end);
                        }
                    }
                }
            }
        }
        Ok(())
    }
}

impl Regex {
    /// Compiles `pattern` as `llvm::Regex` does with no flags (extended
    /// syntax); the error is the first problem LLVM reports.
    pub fn new(pattern: &[u8]) -> Result<Regex, Error> {
        let mut p = Parser { p: pattern, i: 0, groups: 0, closed: [false; 10], backrefs: false };
        let node = p.ere(None)?;
        let mut c = Compiler { prog: vec![Inst::Save(0)], loops: 0 };
        c.emit(&node)?;
        c.prog.push(Inst::Save(1));
        c.prog.push(Inst::Match);
        Ok(Regex { prog: c.prog, groups: p.groups, loops: c.loops, backrefs: p.backrefs })
    }

    /// Whether the expression matches somewhere in `text`.
    pub fn is_match(&self, text: &[u8]) -> bool {
        let width = text.len() + 1;
        let mut visited = if self.backrefs { Vec::new() } else { vec![0u64; (self.prog.len() * width).div_ceil(64)] };
        (0..=text.len()).any(|start| self.run(text, start, &mut visited))
    }

    /// A backtracking run from `start`.
    fn run(&self, text: &[u8], start: usize, visited: &mut [u64]) -> bool {
        /// Something to resume: a thread, or a slot to restore.
        enum Job {
            Thread(usize, usize),
            Restore(usize, usize),
        }
        let word = |c: u8| c.is_ascii_alphanumeric() || c == b'_';
        let nslots = 2 * (self.groups + 1);
        let mut slots = vec![usize::MAX; nslots + self.loops];
        let mut stack = vec![Job::Thread(0, start)];
        let width = text.len() + 1;
        while let Some(job) = stack.pop() {
            let (mut pc, mut pos) = match job {
                Job::Thread(pc, pos) => (pc, pos),
                Job::Restore(k, v) => {
                    slots[k] = v;
                    continue;
                }
            };
            loop {
                if !visited.is_empty() {
                    let bit = pc * width + pos;
                    if visited[bit / 64] & (1 << (bit % 64)) != 0 {
                        break;
                    }
                    visited[bit / 64] |= 1 << (bit % 64);
                }
                match &self.prog[pc] {
                    Inst::Byte(b) => {
                        if text.get(pos) != Some(b) {
                            break;
                        }
                        pos += 1;
                    }
                    Inst::Any => {
                        if pos >= text.len() {
                            break;
                        }
                        pos += 1;
                    }
                    Inst::Set(s) => {
                        if !text.get(pos).is_some_and(|&c| s[c as usize]) {
                            break;
                        }
                        pos += 1;
                    }
                    Inst::Bol => {
                        if pos != 0 {
                            break;
                        }
                    }
                    Inst::Eol => {
                        if pos != text.len() {
                            break;
                        }
                    }
                    Inst::Bow => {
                        let before = pos > 0 && word(text[pos - 1]);
                        if before || !text.get(pos).is_some_and(|&c| word(c)) {
                            break;
                        }
                    }
                    Inst::Eow => {
                        let after = text.get(pos).is_some_and(|&c| word(c));
                        if after || !(pos > 0 && word(text[pos - 1])) {
                            break;
                        }
                    }
                    Inst::Save(k) | Inst::LoopStart(k) => {
                        let k = if matches!(self.prog[pc], Inst::LoopStart(_)) { nslots + k } else { *k };
                        stack.push(Job::Restore(k, slots[k]));
                        slots[k] = pos;
                    }
                    Inst::LoopCheck(k) => {
                        if slots[nslots + k] == pos {
                            break;
                        }
                    }
                    Inst::Backref(k) => {
                        let (s, e) = (slots[2 * k], slots[2 * k + 1]);
                        if s == usize::MAX || e == usize::MAX || e < s {
                            break;
                        }
                        let len = e - s;
                        if text.len() - pos < len || text[s..e] != text[pos..pos + len] {
                            break;
                        }
                        pos += len;
                    }
                    Inst::Split(a, b) => {
                        stack.push(Job::Thread(*b, pos));
                        pc = *a;
                        continue;
                    }
                    Inst::Jmp(t) => {
                        pc = *t;
                        continue;
                    }
                    Inst::Match => return true,
                }
                pc += 1;
            }
        }
        false
    }
}

/// `text` with every byte LLVM's `Regex::escape` escapes preceded by `\`.
pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        if "()^$|*+?.[]\\{}".contains(c) {
            out.push('\\');
        }
        out.push(c);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn m(p: &str, t: &str) -> bool {
        Regex::new(p.as_bytes()).unwrap().is_match(t.as_bytes())
    }

    fn err(p: &str) -> String {
        Regex::new(p.as_bytes()).unwrap_err().to_string()
    }

    #[test]
    fn posix_escapes_and_backrefs() {
        assert!(m(r"\w", "w"));
        assert!(!m(r"\w", "a"));
        assert!(m(r"(a+)b\1", "xaabaa"));
        assert!(!m(r"^(a+)b\1$", "aaba"));
        assert!(m(r"^(a+)b\1$", "aabaa"));
        assert!(m("[[:alpha:]]+[[:digit:]]", "abc1"));
        assert!(!m("^[[:upper:]]", "abc"));
        assert!(m("a{2,3}", "caab"));
        assert!(!m("a{2,3}", "cab"));
        assert_eq!(err("x(|)"), "empty (sub)expression");
        assert!(m("x()y", "xy"));
        assert!(m("[]a]", "]"));
        assert!(m("[[.hyphen.]]", "-"));
        assert!(m("[[:<:]]foo[[:>:]]", "a foo b"));
        assert!(!m("[[:<:]]foo", "afoo"));
        assert!(m("(a*)*b", "aaab"));
        assert!(m("a{,2}", "a{,2}"));
    }

    #[test]
    fn errors_read_as_llvm() {
        assert_eq!(err(""), "empty (sub)expression");
        assert_eq!(err("a|"), "empty (sub)expression");
        assert_eq!(err("a{0}"), "empty (sub)expression");
        assert_eq!(err("[[:foo:]]"), "invalid character class");
        assert_eq!(err("[a"), "brackets ([ ]) not balanced");
        assert_eq!(err("(a"), "parentheses not balanced");
        assert_eq!(err("a)"), "parentheses not balanced");
        assert_eq!(err("a{1"), "braces not balanced");
        assert_eq!(err("a{2,1}"), "invalid repetition count(s)");
        assert_eq!(err("a{256}"), "invalid repetition count(s)");
        assert_eq!(err("*a"), "repetition-operator operand invalid");
        assert_eq!(err("a**"), "repetition-operator operand invalid");
        assert_eq!(err(r"\1(a)"), "invalid backreference number");
        assert_eq!(err("a\\"), "trailing backslash (\\)");
        assert_eq!(err("[z-a]"), "invalid character range");
        assert_eq!(err("[[.foo.]]"), "invalid collating element");
    }

    #[test]
    fn search_without_backrefs_is_linear() {
        let text = "a".repeat(20_000);
        assert!(!Regex::new(b"(a*)*b").unwrap().is_match(text.as_bytes()));
    }
}
