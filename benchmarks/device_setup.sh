# Sourced by the benchmarks/device_*.sh scripts, on a lent device machine, from the repository root with .whl carried:
# installs the carried wheels (.whl/*.whl) into /tmp/site, puts them and the checkout on PYTHONPATH, compiles the CRF
# decoder with the flags of the Makefile, and prints the machine (cores, Python, processor).
python3 -m pip install -q --no-index --no-deps --no-compile --no-cache-dir --upgrade --target /tmp/site .whl/*.whl
export PYTHONPATH=/tmp/site:$PWD PYTHONUNBUFFERED=1
include=$(python3 -c "import sysconfig; print(sysconfig.get_paths()['include'])")
suffix=$(python3 -c "import sysconfig; print(sysconfig.get_config_var('EXT_SUFFIX'))")
gcc -shared -fPIC -O3 -ffp-contract=off -I"$include" phiscrub/taggers/_crfdecode.c -o "phiscrub/taggers/_crfdecode$suffix" -lm
nproc; python3 -c "import platform; print(platform.python_version())"; grep -m1 "model name" /proc/cpuinfo || true
