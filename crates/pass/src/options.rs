//! Pass options: typed, with defaults, set from the `{name=value ...}`
//! text of a pipeline and printed back the same way (upstream's
//! `PassOptions`).

/// The kind of value an option holds.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OptionKind {
    /// `true` / `false` (also `1` / `0`, and a bare `name` means `true`).
    Bool,
    /// A signed integer.
    Int,
    /// An unsigned integer.
    Unsigned,
    /// A string.
    Str,
    /// One of the given cases (name, description).
    Enum(Vec<(String, String)>),
}

/// An option's value.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OptionValue {
    /// A boolean.
    Bool(bool),
    /// A signed integer.
    Int(i64),
    /// An unsigned integer.
    Unsigned(u64),
    /// A string.
    Str(String),
    /// An enumeration case, by name.
    Enum(String),
    /// The values of a list option.
    List(Vec<OptionValue>),
}

impl OptionValue {
    /// The value as a boolean, if it is one.
    pub fn as_bool(&self) -> Option<bool> {
        match self {
            OptionValue::Bool(b) => Some(*b),
            _ => None,
        }
    }

    /// The value as a signed integer, if it is an integer.
    pub fn as_int(&self) -> Option<i64> {
        match self {
            OptionValue::Int(v) => Some(*v),
            OptionValue::Unsigned(v) => i64::try_from(*v).ok(),
            _ => None,
        }
    }

    /// The value as a string (a string or an enumeration case).
    pub fn as_str(&self) -> Option<&str> {
        match self {
            OptionValue::Str(s) | OptionValue::Enum(s) => Some(s),
            _ => None,
        }
    }

    /// The values of a list option.
    pub fn as_list(&self) -> Option<&[OptionValue]> {
        match self {
            OptionValue::List(l) => Some(l),
            _ => None,
        }
    }

    fn print(&self, out: &mut String) {
        match self {
            OptionValue::Bool(b) => out.push_str(if *b { "true" } else { "false" }),
            OptionValue::Int(v) => out.push_str(&v.to_string()),
            OptionValue::Unsigned(v) => out.push_str(&v.to_string()),
            OptionValue::Str(s) => print_string(s, out),
            OptionValue::Enum(s) => out.push_str(s),
            OptionValue::List(l) => {
                out.push('{');
                for (i, v) in l.iter().enumerate() {
                    if i > 0 {
                        out.push(',');
                    }
                    v.print(out);
                }
                out.push('}');
            }
        }
    }
}

/// Prints a string option value as upstream does: wrapped in braces when
/// it holds a space before any brace or quote.
fn print_string(s: &str, out: &mut String) {
    let escape_at = s.find(['{', '\'', '"']).unwrap_or(usize::MAX);
    let braces = s.find(' ').is_some_and(|sp| sp < escape_at);
    if braces {
        out.push('{');
    }
    out.push_str(s);
    if braces {
        out.push('}');
    }
}

/// Why option text was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OptionError {
    /// The pass has no option of this name.
    NoSuchOption(String),
    /// The value does not fit the option: LLVM's command-line parser's
    /// message (`for the --x option: 'abc' value invalid for long
    /// argument!`), which upstream prints to the process's standard error
    /// rather than to the pipeline's error stream.
    BadValue(String),
}

impl std::fmt::Display for OptionError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            OptionError::NoSuchOption(name) => write!(f, "<Pass-Options-Parser>: no such option {name}"),
            OptionError::BadValue(m) => f.write_str(m),
        }
    }
}

/// One option of a pass.
#[derive(Clone, Debug)]
pub struct PassOption {
    /// Its name in pipelines (`max-iterations`).
    pub name: String,
    /// What it controls.
    pub description: String,
    /// The kind of its values.
    pub kind: OptionKind,
    /// Whether it takes a comma-separated list of values.
    pub list: bool,
    /// Its current value.
    pub value: OptionValue,
    /// Whether it was set (from text or code) since the pass was made.
    pub set: bool,
}

/// The options of a pass, in declaration order.
#[derive(Clone, Debug, Default)]
pub struct PassOptions {
    options: Vec<PassOption>,
}

impl PassOptions {
    /// No options.
    pub fn new() -> Self {
        Self::default()
    }

    /// Declares an option with its kind and default value.
    pub fn declare(mut self, name: &str, description: &str, kind: OptionKind, default: OptionValue) -> Self {
        let list = matches!(default, OptionValue::List(_));
        self.options.push(PassOption {
            name: name.into(),
            description: description.into(),
            kind,
            list,
            value: default,
            set: false,
        });
        self
    }

    /// Declares a boolean option.
    pub fn bool(self, name: &str, description: &str, default: bool) -> Self {
        self.declare(name, description, OptionKind::Bool, OptionValue::Bool(default))
    }

    /// Declares a signed integer option.
    pub fn int(self, name: &str, description: &str, default: i64) -> Self {
        self.declare(name, description, OptionKind::Int, OptionValue::Int(default))
    }

    /// Declares an unsigned integer option.
    pub fn unsigned(self, name: &str, description: &str, default: u64) -> Self {
        self.declare(name, description, OptionKind::Unsigned, OptionValue::Unsigned(default))
    }

    /// Declares a string option.
    pub fn string(self, name: &str, description: &str, default: &str) -> Self {
        self.declare(name, description, OptionKind::Str, OptionValue::Str(default.into()))
    }

    /// Declares an enumeration option with its cases (name, description).
    pub fn enumeration(self, name: &str, description: &str, cases: &[(&str, &str)], default: &str) -> Self {
        let cases = cases.iter().map(|(c, d)| (c.to_string(), d.to_string())).collect();
        self.declare(name, description, OptionKind::Enum(cases), OptionValue::Enum(default.into()))
    }

    /// Declares a list option (initially empty) of values of `kind`.
    pub fn list(self, name: &str, description: &str, kind: OptionKind) -> Self {
        self.declare(name, description, kind, OptionValue::List(Vec::new()))
    }

    /// The options, in declaration order.
    pub fn iter(&self) -> impl Iterator<Item = &PassOption> {
        self.options.iter()
    }

    /// The value of option `name`.
    pub fn get(&self, name: &str) -> Option<&OptionValue> {
        self.options.iter().find(|o| o.name == name).map(|o| &o.value)
    }

    /// The value of boolean option `name` (false if there is none).
    pub fn get_bool(&self, name: &str) -> bool {
        self.get(name).and_then(OptionValue::as_bool).unwrap_or(false)
    }

    /// The value of string or enumeration option `name` (empty if none).
    pub fn get_str(&self, name: &str) -> &str {
        self.get(name).and_then(OptionValue::as_str).unwrap_or("")
    }

    /// Sets option `name` from its text, as a pipeline does.
    pub fn set_from_text(&mut self, name: &str, text: Option<&str>) -> Result<(), OptionError> {
        let Some(opt) = self.options.iter_mut().find(|o| o.name == name) else {
            return Err(OptionError::NoSuchOption(name.into()));
        };
        let value = if opt.list {
            if text.is_none() {
                // A list needs a value as its elements do.
                parse_value(&opt.kind, name, None)?;
            }
            let text = unquote(text.unwrap_or(""));
            let mut items = Vec::new();
            for piece in split_list(text) {
                items.push(parse_value(&opt.kind, name, Some(piece))?);
            }
            OptionValue::List(items)
        } else {
            parse_value(&opt.kind, name, text)?
        };
        opt.value = value;
        opt.set = true;
        Ok(())
    }

    /// Parses `{a=1 b}`-style option text (without the braces) and sets
    /// each option named.
    pub fn parse(&mut self, text: &str) -> Result<(), OptionError> {
        for (key, value) in split_options(text) {
            if key.is_empty() {
                continue;
            }
            self.set_from_text(key, value)?;
        }
        Ok(())
    }

    /// Prints the options as a pipeline does: `{a=1 b=false}`, sorted by
    /// name; nothing when there are no options.
    pub fn print(&self, out: &mut String) {
        if self.options.is_empty() {
            return;
        }
        let mut sorted: Vec<&PassOption> = self.options.iter().collect();
        sorted.sort_by(|a, b| a.name.cmp(&b.name));
        out.push('{');
        for (i, o) in sorted.iter().enumerate() {
            if i > 0 {
                out.push(' ');
            }
            // As upstream, an empty list prints nothing at all.
            if matches!(&o.value, OptionValue::List(l) if l.is_empty()) {
                continue;
            }
            out.push_str(&o.name);
            out.push('=');
            o.value.print(out);
        }
        out.push('}');
    }
}

/// Parses one value of kind `kind` for option `name`.
fn parse_value(kind: &OptionKind, name: &str, text: Option<&str>) -> Result<OptionValue, OptionError> {
    let t = text.map(unquote);
    let bad = |m: String| Err(OptionError::BadValue(format!("for the --{name} option: {m}")));
    // As LLVM's parser: only a flag may be given without `=value`.
    if t.is_none() && *kind != OptionKind::Bool {
        return bad("requires a value!".into());
    }
    Ok(match kind {
        OptionKind::Bool => match t {
            None | Some("true" | "TRUE" | "True" | "1" | "") => OptionValue::Bool(true),
            Some("false" | "FALSE" | "False" | "0") => OptionValue::Bool(false),
            Some(t) => return bad(format!("'{t}' is invalid value for boolean argument! Try 0 or 1")),
        },
        OptionKind::Int => {
            let t = t.unwrap_or("");
            match parse_int(t) {
                Some(v) => OptionValue::Int(v),
                None => return bad(format!("'{t}' value invalid for long argument!")),
            }
        }
        OptionKind::Unsigned => {
            let t = t.unwrap_or("");
            match parse_int(t).and_then(|v| u64::try_from(v).ok()) {
                Some(v) => OptionValue::Unsigned(v),
                None => return bad(format!("'{t}' value invalid for uint argument!")),
            }
        }
        OptionKind::Str => OptionValue::Str(t.unwrap_or("").to_string()),
        OptionKind::Enum(cases) => {
            let t = t.unwrap_or("");
            if !cases.iter().any(|(c, _)| c == t) {
                return bad(format!("Cannot find option named '{t}'!"));
            }
            OptionValue::Enum(t.to_string())
        }
    })
}

/// Parses an integer as LLVM's command-line parser does (decimal, or with
/// a `0x` / `0` prefix).
fn parse_int(t: &str) -> Option<i64> {
    let (neg, digits) = match t.strip_prefix('-') {
        Some(rest) => (true, rest),
        None => (false, t),
    };
    let v = if let Some(hex) = digits.strip_prefix("0x").or_else(|| digits.strip_prefix("0X")) {
        i64::from_str_radix(hex, 16).ok()?
    } else if digits.len() > 1 && digits.starts_with('0') {
        i64::from_str_radix(&digits[1..], 8).ok()?
    } else {
        digits.parse::<i64>().ok()?
    };
    Some(if neg { -v } else { v })
}

/// Strips one level of `{...}` around a value, or quotes (trimming what
/// they hold).
fn unquote(t: &str) -> &str {
    let b = t.as_bytes();
    if b.len() >= 2 {
        let (f, l) = (b[0], b[b.len() - 1]);
        if f == b'{' && l == b'}' {
            return &t[1..t.len() - 1];
        }
        if (f == b'"' && l == b'"') || (f == b'\'' && l == b'\'') {
            return t[1..t.len() - 1].trim();
        }
    }
    t
}

/// The end of the value starting at `s[i..]`: at the first `stop` byte
/// outside braces and quotes.
fn value_end(s: &[u8], mut i: usize, stop: &[u8]) -> usize {
    let mut depth = 0usize;
    while i < s.len() {
        match s[i] {
            b'{' => depth += 1,
            b'}' => depth = depth.saturating_sub(1),
            q @ (b'"' | b'\'') => {
                if let Some(j) = s[i + 1..].iter().position(|&c| c == q) {
                    i += j + 1;
                }
            }
            c if depth == 0 && stop.contains(&c) => return i,
            _ => {}
        }
        i += 1;
    }
    s.len()
}

/// Splits option text into `(name, value)` pairs separated by spaces.
pub(crate) fn split_options(text: &str) -> Vec<(&str, Option<&str>)> {
    let s = text.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < s.len() {
        if s[i] == b' ' {
            i += 1;
            continue;
        }
        let key_start = i;
        while i < s.len() && s[i] != b' ' && s[i] != b'=' {
            i += 1;
        }
        let key = &text[key_start..i];
        if i < s.len() && s[i] == b'=' {
            let v_start = i + 1;
            let end = value_end(s, v_start, b" ");
            out.push((key, Some(&text[v_start..end])));
            i = end;
        } else {
            out.push((key, None));
        }
    }
    out
}

/// Splits a list value at top-level commas.
fn split_list(text: &str) -> Vec<&str> {
    let s = text.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    if s.is_empty() {
        return out;
    }
    loop {
        let end = value_end(s, i, b",");
        out.push(&text[i..end]);
        if end >= s.len() {
            return out;
        }
        i = end + 1;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sample() -> PassOptions {
        PassOptions::new()
            .int("max-iterations", "", 10)
            .bool("top-down", "", true)
            .enumeration("region-simplify", "", &[("disabled", ""), ("normal", ""), ("aggressive", "")], "normal")
            .list("disable-patterns", "", OptionKind::Str)
            .string("label", "", "")
    }

    #[test]
    fn options_print_sorted_with_their_values() {
        let mut o = sample();
        let mut s = String::new();
        o.print(&mut s);
        assert_eq!(s, "{ label= max-iterations=10 region-simplify=normal top-down=true}");
        o.parse("top-down=false max-iterations=3 disable-patterns=a,b label={x y}").unwrap();
        let mut s = String::new();
        o.print(&mut s);
        assert_eq!(s, "{disable-patterns={a,b} label={x y} max-iterations=3 region-simplify=normal top-down=false}");
    }

    #[test]
    fn bad_option_text_is_refused() {
        let mut o = sample();
        assert_eq!(o.parse("nope=1").unwrap_err().to_string(), "<Pass-Options-Parser>: no such option nope");
        assert!(o.parse("max-iterations=x").is_err());
        assert!(o.parse("region-simplify=fast").is_err());
        assert!(o.parse("top-down=maybe").is_err());
        o.parse("top-down").unwrap();
        assert!(o.get_bool("top-down"));
    }
}
