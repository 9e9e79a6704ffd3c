//! One pass over a parsed file collects what the rules read: functions with their lengths,
//! macro invocations, method calls, every path the code names, `use` bindings and the items it
//! declares. Each record says whether it sits in test-only code (an item under `#[cfg(test)]`
//! or `#[test]`, or a file declared as a test-only module), so a rule about library code skips
//! exactly those and nothing after them.

use proc_macro2::{Delimiter, Spacing, TokenStream, TokenTree};
use syn::punctuated::Punctuated;
use syn::visit::{self, Visit};
use syn::{Attribute, Expr, Item, Meta, Token, UseTree, Visibility};

/// A function with a body: its name, the line of its `fn` and its length in lines, from that
/// line to the line of its closing brace.
#[derive(Debug)]
pub struct Function {
    pub name: String,
    pub line: usize,
    pub lines: usize,
    pub in_test: bool,
}

/// A name used at a line: a path (`crate::a::B`, its segments), a macro (its last segment) or
/// a method call (the method), in `module` (the module path inside the crate).
#[derive(Debug)]
pub struct Named {
    pub module: Vec<String>,
    pub segments: Vec<String>,
    pub line: usize,
    pub in_test: bool,
    /// A path of a `use` item with a visibility (`pub use`, `pub(crate) use`): a re-export,
    /// which passes a name on rather than using it.
    pub reexport: bool,
}

/// One name a `use` item binds in `module`: `name` -> `target` (as written, relative to
/// `module`); a glob (`use a::*`) has no name and targets the module it opens.
#[derive(Debug)]
pub struct Binding {
    pub module: Vec<String>,
    pub name: Option<String>,
    pub target: Vec<String>,
    /// `pub use`: what another module's glob import of this one brings.
    pub public: bool,
    pub in_test: bool,
}

#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Kind {
    Fn,
    Const,
    Static,
    Mod,
    /// Types, traits, macros: items a path can pass through, which the pub rule leaves alone.
    Other,
}

/// An item declared at module level (not inside a function body), or a function or constant
/// of an inherent impl, whose self type (as written) is `self_ty`.
#[derive(Debug)]
pub struct Declared {
    pub module: Vec<String>,
    pub name: String,
    pub kind: Kind,
    pub public: bool,
    pub line: usize,
    pub self_ty: Option<Vec<String>>,
    /// Whether a function takes `self`, so a `.name(` call can reach it.
    pub receiver: bool,
    pub in_test: bool,
}

/// A `mod name;` whose body is another file: the module path it declares, the inline modules
/// between the file and it, its `#[path]`, whether it is test-only.
#[derive(Debug)]
pub struct ModFile {
    pub module: Vec<String>,
    pub inline: Vec<String>,
    pub path_attr: Option<String>,
    pub in_test: bool,
}

/// A name reached through a type or trait declared in `module`: a struct's field, an enum's
/// variant, a trait's or an impl's function or constant (`owner` is the type's last segment as
/// written), for the docs rule that checks `Type::member` paths.
#[derive(Debug)]
pub struct Member {
    pub module: Vec<String>,
    pub owner: String,
    pub name: String,
}

#[derive(Debug, Default)]
pub struct Parsed {
    pub functions: Vec<Function>,
    pub paths: Vec<Named>,
    pub macros: Vec<Named>,
    pub methods: Vec<Named>,
    pub bindings: Vec<Binding>,
    pub declared: Vec<Declared>,
    pub mod_files: Vec<ModFile>,
    pub members: Vec<Member>,
}

/// Parses `text`, the file of `module`; `test_only` when its declaration is test-only.
pub fn parse(text: &str, module: &[String], test_only: bool) -> Result<Parsed, syn::Error> {
    let file = syn::parse_file(text)?;
    let mut collector = Collector {
        module: module.to_vec(),
        inline: Vec::new(),
        test_depth: usize::from(test_only || is_test_only(&file.attrs)),
        fn_depth: 0,
        impl_self: None,
        reexport: false,
        out: Parsed::default(),
    };
    for item in &file.items {
        collector.visit_item(item);
    }
    Ok(collector.out)
}

/// Whether these attributes make an item exist only in test builds: `#[test]`,
/// `#[cfg(test)]`, `#[cfg(all(test, ...))]`.
pub fn is_test_only(attrs: &[Attribute]) -> bool {
    fn implies_test(meta: &Meta) -> bool {
        match meta {
            Meta::Path(path) => path.is_ident("test"),
            Meta::List(list) if list.path.is_ident("all") => list
                .parse_args_with(Punctuated::<Meta, Token![,]>::parse_terminated)
                .is_ok_and(|metas| metas.iter().any(implies_test)),
            _ => false,
        }
    }
    attrs.iter().any(|attr| {
        attr.path().is_ident("test")
            || (attr.path().is_ident("cfg")
                && attr.parse_args::<Meta>().is_ok_and(|m| implies_test(&m)))
    })
}

fn line_of(span: proc_macro2::Span) -> usize {
    span.start().line
}

fn idents(path: &syn::Path) -> Vec<String> {
    path.segments.iter().map(|s| s.ident.to_string()).collect()
}

fn item_attrs(item: &Item) -> &[Attribute] {
    match item {
        Item::Const(i) => &i.attrs,
        Item::Enum(i) => &i.attrs,
        Item::ExternCrate(i) => &i.attrs,
        Item::Fn(i) => &i.attrs,
        Item::ForeignMod(i) => &i.attrs,
        Item::Impl(i) => &i.attrs,
        Item::Macro(i) => &i.attrs,
        Item::Mod(i) => &i.attrs,
        Item::Static(i) => &i.attrs,
        Item::Struct(i) => &i.attrs,
        Item::Trait(i) => &i.attrs,
        Item::TraitAlias(i) => &i.attrs,
        Item::Type(i) => &i.attrs,
        Item::Union(i) => &i.attrs,
        Item::Use(i) => &i.attrs,
        _ => &[],
    }
}

struct Collector {
    module: Vec<String>,
    /// The inline modules (`mod a { .. }`) entered in this file, for the files they declare.
    inline: Vec<String>,
    test_depth: usize,
    /// Items inside a function body are not the module's items.
    fn_depth: usize,
    /// The self type of the inherent impl being visited (None in a trait impl).
    impl_self: Option<Vec<String>>,
    /// Inside a `use` item with a visibility.
    reexport: bool,
    out: Parsed,
}

impl Collector {
    fn in_test(&self) -> bool {
        self.test_depth > 0
    }

    /// Visits what `attrs` mark, counted as test code when they make it test-only.
    fn scoped(&mut self, attrs: &[Attribute], visit: impl FnOnce(&mut Self)) {
        let test = usize::from(is_test_only(attrs));
        self.test_depth += test;
        visit(self);
        self.test_depth -= test;
    }

    fn function(&mut self, name: &syn::Ident, fn_token: &Token![fn], block: &syn::Block) {
        let line = line_of(fn_token.span);
        let last = block.brace_token.span.close().end().line;
        self.out.functions.push(Function {
            name: name.to_string(),
            line,
            lines: last + 1 - line,
            in_test: self.in_test(),
        });
    }

    fn declare(&mut self, name: &syn::Ident, kind: Kind, vis: &Visibility, self_ty: bool) {
        if self.fn_depth > 0 {
            return;
        }
        self.out.declared.push(Declared {
            module: self.module.clone(),
            name: name.to_string(),
            kind,
            public: matches!(vis, Visibility::Public(_)),
            line: line_of(name.span()),
            self_ty: if self_ty {
                self.impl_self.clone()
            } else {
                None
            },
            receiver: false,
            in_test: self.in_test(),
        });
    }

    fn member(&mut self, owner: &syn::Ident, name: &syn::Ident) {
        self.out.members.push(Member {
            module: self.module.clone(),
            owner: owner.to_string(),
            name: name.to_string(),
        });
    }

    fn name(&self, segments: Vec<String>, line: usize) -> Named {
        Named {
            module: self.module.clone(),
            segments,
            line,
            in_test: self.in_test(),
            reexport: self.reexport,
        }
    }

    /// The bindings and paths of a `use` tree under `prefix`.
    fn use_tree(&mut self, tree: &UseTree, prefix: &mut Vec<String>, public: bool) {
        let line = line_of(match tree {
            UseTree::Path(p) => p.ident.span(),
            UseTree::Name(n) => n.ident.span(),
            UseTree::Rename(r) => r.ident.span(),
            UseTree::Glob(g) => g.star_token.span,
            UseTree::Group(g) => g.brace_token.span.open(),
        });
        let (name, target) = match tree {
            UseTree::Path(p) => {
                prefix.push(p.ident.to_string());
                self.use_tree(&p.tree, prefix, public);
                prefix.pop();
                return;
            }
            UseTree::Group(g) => {
                for tree in &g.items {
                    self.use_tree(tree, prefix, public);
                }
                return;
            }
            UseTree::Name(n) => (Some(n.ident.to_string()), n.ident.to_string()),
            UseTree::Rename(r) => (Some(r.rename.to_string()), r.ident.to_string()),
            UseTree::Glob(_) => (None, String::new()),
        };
        let mut full = prefix.clone();
        if !target.is_empty() && target != "self" {
            full.push(target);
        }
        // `use a::b::{self}` binds `b`.
        let name = name.map(|n| match n.as_str() {
            "self" => full.last().cloned().unwrap_or(n),
            _ => n,
        });
        self.out.paths.push(self.name(full.clone(), line));
        self.out.bindings.push(Binding {
            module: self.module.clone(),
            name,
            target: full,
            public,
            in_test: self.in_test(),
        });
    }

    /// Paths, macros and method calls in tokens that do not parse as expressions (a
    /// `macro_rules!` body, `vec![x; n]`): `a :: b` chains, `name !`, `. name (`.
    fn scan(&mut self, tokens: TokenStream) {
        let tokens: Vec<TokenTree> = tokens.into_iter().collect();
        let punct = |i: usize, c: char| matches!(tokens.get(i), Some(TokenTree::Punct(p)) if p.as_char() == c);
        let ident = |i: usize| match tokens.get(i) {
            Some(TokenTree::Ident(id)) => Some(id.clone()),
            _ => None,
        };
        let mut i = 0;
        while i < tokens.len() {
            if let TokenTree::Group(group) = &tokens[i] {
                self.scan(group.stream());
            }
            let Some(first) = ident(i) else {
                i += 1;
                continue;
            };
            let joint = matches!(&tokens.get(i + 1), Some(TokenTree::Punct(p)) if p.as_char() == ':' && p.spacing() == Spacing::Joint);
            if joint && punct(i + 2, ':') && ident(i + 3).is_some() {
                let mut segments = vec![first.to_string()];
                let mut at = i;
                while punct(at + 1, ':') && punct(at + 2, ':') {
                    let Some(next) = ident(at + 3) else { break };
                    segments.push(next.to_string());
                    at += 3;
                }
                self.out
                    .paths
                    .push(self.name(segments, line_of(first.span())));
                i = at + 1;
                continue;
            }
            if punct(i + 1, '!') {
                let named = self.name(vec![first.to_string()], line_of(first.span()));
                self.out.macros.push(named);
            }
            let called = matches!(tokens.get(i + 1), Some(TokenTree::Group(g)) if g.delimiter() == Delimiter::Parenthesis);
            if i > 0 && punct(i - 1, '.') && called {
                let named = self.name(vec![first.to_string()], line_of(first.span()));
                self.out.methods.push(named);
            }
            i += 1;
        }
    }
}

impl<'ast> Visit<'ast> for Collector {
    fn visit_item(&mut self, item: &'ast Item) {
        self.scoped(item_attrs(item), |v| visit::visit_item(v, item));
    }

    fn visit_impl_item(&mut self, item: &'ast syn::ImplItem) {
        let attrs: &[Attribute] = match item {
            syn::ImplItem::Const(i) => &i.attrs,
            syn::ImplItem::Fn(i) => &i.attrs,
            syn::ImplItem::Type(i) => &i.attrs,
            syn::ImplItem::Macro(i) => &i.attrs,
            _ => &[],
        };
        self.scoped(attrs, |v| visit::visit_impl_item(v, item));
    }

    fn visit_trait_item(&mut self, item: &'ast syn::TraitItem) {
        let attrs: &[Attribute] = match item {
            syn::TraitItem::Const(i) => &i.attrs,
            syn::TraitItem::Fn(i) => &i.attrs,
            syn::TraitItem::Type(i) => &i.attrs,
            syn::TraitItem::Macro(i) => &i.attrs,
            _ => &[],
        };
        self.scoped(attrs, |v| visit::visit_trait_item(v, item));
    }

    fn visit_variant(&mut self, variant: &'ast syn::Variant) {
        self.scoped(&variant.attrs, |v| visit::visit_variant(v, variant));
    }

    fn visit_field(&mut self, field: &'ast syn::Field) {
        self.scoped(&field.attrs, |v| visit::visit_field(v, field));
    }

    fn visit_local(&mut self, local: &'ast syn::Local) {
        self.scoped(&local.attrs, |v| visit::visit_local(v, local));
    }

    fn visit_arm(&mut self, arm: &'ast syn::Arm) {
        self.scoped(&arm.attrs, |v| visit::visit_arm(v, arm));
    }

    fn visit_item_fn(&mut self, item: &'ast syn::ItemFn) {
        self.function(&item.sig.ident, &item.sig.fn_token, &item.block);
        self.declare(&item.sig.ident, Kind::Fn, &item.vis, false);
        self.fn_depth += 1;
        visit::visit_item_fn(self, item);
        self.fn_depth -= 1;
    }

    fn visit_impl_item_fn(&mut self, item: &'ast syn::ImplItemFn) {
        self.function(&item.sig.ident, &item.sig.fn_token, &item.block);
        if self.impl_self.is_some() {
            self.declare(&item.sig.ident, Kind::Fn, &item.vis, true);
            if let Some(last) = self.out.declared.last_mut().filter(|_| self.fn_depth == 0) {
                last.receiver = item.sig.receiver().is_some();
            }
        }
        self.fn_depth += 1;
        visit::visit_impl_item_fn(self, item);
        self.fn_depth -= 1;
    }

    fn visit_trait_item_fn(&mut self, item: &'ast syn::TraitItemFn) {
        if let Some(block) = &item.default {
            self.function(&item.sig.ident, &item.sig.fn_token, block);
        }
        self.fn_depth += 1;
        visit::visit_trait_item_fn(self, item);
        self.fn_depth -= 1;
    }

    fn visit_item_impl(&mut self, item: &'ast syn::ItemImpl) {
        if let syn::Type::Path(ty) = &*item.self_ty {
            let owner = &ty.path.segments.last().unwrap().ident;
            for member in &item.items {
                match member {
                    syn::ImplItem::Fn(f) => self.member(owner, &f.sig.ident),
                    syn::ImplItem::Const(c) => self.member(owner, &c.ident),
                    _ => {}
                }
            }
        }
        let saved = self.impl_self.take();
        if let (None, syn::Type::Path(ty)) = (&item.trait_, &*item.self_ty) {
            self.impl_self = Some(idents(&ty.path));
        }
        visit::visit_item_impl(self, item);
        self.impl_self = saved;
    }

    fn visit_impl_item_const(&mut self, item: &'ast syn::ImplItemConst) {
        if self.impl_self.is_some() {
            self.declare(&item.ident, Kind::Const, &item.vis, true);
        }
        visit::visit_impl_item_const(self, item);
    }

    fn visit_item_const(&mut self, item: &'ast syn::ItemConst) {
        self.declare(&item.ident, Kind::Const, &item.vis, false);
        visit::visit_item_const(self, item);
    }

    fn visit_item_static(&mut self, item: &'ast syn::ItemStatic) {
        self.declare(&item.ident, Kind::Static, &item.vis, false);
        visit::visit_item_static(self, item);
    }

    fn visit_item_struct(&mut self, item: &'ast syn::ItemStruct) {
        self.declare(&item.ident, Kind::Other, &item.vis, false);
        for field in item.fields.iter().filter_map(|f| f.ident.as_ref()) {
            self.member(&item.ident, field);
        }
        visit::visit_item_struct(self, item);
    }

    fn visit_item_enum(&mut self, item: &'ast syn::ItemEnum) {
        self.declare(&item.ident, Kind::Other, &item.vis, false);
        for variant in &item.variants {
            self.member(&item.ident, &variant.ident);
        }
        visit::visit_item_enum(self, item);
    }

    fn visit_item_trait(&mut self, item: &'ast syn::ItemTrait) {
        self.declare(&item.ident, Kind::Other, &item.vis, false);
        for member in &item.items {
            match member {
                syn::TraitItem::Fn(f) => self.member(&item.ident, &f.sig.ident),
                syn::TraitItem::Const(c) => self.member(&item.ident, &c.ident),
                _ => {}
            }
        }
        visit::visit_item_trait(self, item);
    }

    fn visit_item_type(&mut self, item: &'ast syn::ItemType) {
        self.declare(&item.ident, Kind::Other, &item.vis, false);
        visit::visit_item_type(self, item);
    }

    fn visit_item_macro(&mut self, item: &'ast syn::ItemMacro) {
        if let Some(ident) = &item.ident {
            self.declare(ident, Kind::Other, &Visibility::Inherited, false);
        }
        visit::visit_item_macro(self, item);
    }

    fn visit_item_mod(&mut self, item: &'ast syn::ItemMod) {
        self.declare(&item.ident, Kind::Mod, &item.vis, false);
        let name = item.ident.to_string();
        let Some((_, items)) = &item.content else {
            let path_attr = item.attrs.iter().find(|a| a.path().is_ident("path"));
            let path_attr = path_attr.and_then(|a| match &a.meta {
                Meta::NameValue(nv) => match &nv.value {
                    Expr::Lit(syn::ExprLit {
                        lit: syn::Lit::Str(s),
                        ..
                    }) => Some(s.value()),
                    _ => None,
                },
                _ => None,
            });
            let mut module = self.module.clone();
            module.push(name);
            self.out.mod_files.push(ModFile {
                module,
                inline: self.inline.clone(),
                path_attr,
                in_test: self.in_test(),
            });
            return;
        };
        self.module.push(name.clone());
        self.inline.push(name);
        for item in items {
            self.visit_item(item);
        }
        self.inline.pop();
        self.module.pop();
    }

    fn visit_item_use(&mut self, item: &'ast syn::ItemUse) {
        let public = matches!(item.vis, Visibility::Public(_));
        self.reexport = !matches!(item.vis, Visibility::Inherited);
        self.use_tree(&item.tree, &mut Vec::new(), public);
        self.reexport = false;
    }

    /// `pub(crate)`, `pub(super)`: a visibility names where an item is seen, not a use.
    fn visit_visibility(&mut self, _: &'ast Visibility) {}

    fn visit_path(&mut self, path: &'ast syn::Path) {
        if let Some(first) = path.segments.first() {
            let named = self.name(idents(path), line_of(first.ident.span()));
            self.out.paths.push(named);
        }
        visit::visit_path(self, path);
    }

    fn visit_expr_method_call(&mut self, call: &'ast syn::ExprMethodCall) {
        let named = self.name(vec![call.method.to_string()], line_of(call.method.span()));
        self.out.methods.push(named);
        visit::visit_expr_method_call(self, call);
    }

    fn visit_macro(&mut self, mac: &'ast syn::Macro) {
        if let Some(last) = mac.path.segments.last() {
            let named = self.name(vec![last.ident.to_string()], line_of(last.ident.span()));
            self.out.macros.push(named);
        }
        visit::visit_macro(self, mac);
        // syn leaves a macro's body as tokens: most bodies (format!, assert!, vec![a, b])
        // are expressions separated by commas; the rest are scanned for paths.
        match mac.parse_body_with(Punctuated::<Expr, Token![,]>::parse_terminated) {
            Ok(exprs) => exprs.iter().for_each(|e| self.visit_expr(e)),
            Err(_) => self.scan(mac.tokens.clone()),
        }
    }
}
