// Training allocates and frees many short-lived tensor buffers per step; mimalloc keeps them
// in its pools instead of returning pages to the kernel each time (see docs/design.md).
#[global_allocator]
static GLOBAL: mimalloc::MiMalloc = mimalloc::MiMalloc;

fn main() {
    std::process::exit(paperfit::cli::run(std::env::args_os()));
}
