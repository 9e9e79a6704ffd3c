fn main() {
    std::process::exit(paperfit::cli::run(std::env::args_os()));
}
