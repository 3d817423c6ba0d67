sysbench 1.0.20 (using system LuaJIT 2.1.0-beta3)

Running the test with following options:
Number of threads: 8
Report intermediate results every 1 second(s)
Initializing random number generator from current time


Initializing worker threads...

Threads started!

[ 1s ] thds: 8 tps: 1924.56 qps: 11574.27 (r/w/o: 0.00/7717.18/3857.09) lat (ms,95%): 7.04 err/s: 0.00 reconn/s: 0.00
[ 2s ] thds: 8 tps: 2042.00 qps: 12262.04 (r/w/o: 0.00/8178.03/4084.01) lat (ms,95%): 8.90 err/s: 0.00 reconn/s: 0.00
[ 3s ] thds: 8 tps: 1616.88 qps: 9701.30 (r/w/o: 0.00/6467.54/3233.77) lat (ms,95%): 10.09 err/s: 0.00 reconn/s: 0.00
[ 4s ] thds: 8 tps: 1636.51 qps: 9813.08 (r/w/o: 0.00/6540.05/3273.02) lat (ms,95%): 12.75 err/s: 0.00 reconn/s: 0.00
[ 5s ] thds: 8 tps: 1753.91 qps: 10512.45 (r/w/o: 0.00/7005.63/3506.82) lat (ms,95%): 8.90 err/s: 0.00 reconn/s: 0.00
[ 6s ] thds: 8 tps: 1603.69 qps: 9633.16 (r/w/o: 0.00/6425.77/3207.39) lat (ms,95%): 9.56 err/s: 0.00 reconn/s: 0.00
[ 7s ] thds: 8 tps: 1670.00 qps: 10021.01 (r/w/o: 0.00/6680.00/3341.00) lat (ms,95%): 10.46 err/s: 0.00 reconn/s: 0.00
[ 8s ] thds: 8 tps: 1927.73 qps: 11567.38 (r/w/o: 0.00/7711.92/3855.46) lat (ms,95%): 8.13 err/s: 0.00 reconn/s: 0.00
[ 9s ] thds: 8 tps: 1651.30 qps: 9894.83 (r/w/o: 0.00/6593.22/3301.61) lat (ms,95%): 9.22 err/s: 0.00 reconn/s: 0.00
[ 10s ] thds: 8 tps: 1694.04 qps: 10181.23 (r/w/o: 0.00/6792.15/3389.08) lat (ms,95%): 9.56 err/s: 0.00 reconn/s: 0.00
[ 11s ] thds: 8 tps: 1762.96 qps: 10565.78 (r/w/o: 0.00/7039.86/3525.93) lat (ms,95%): 9.91 err/s: 0.00 reconn/s: 0.00
[ 12s ] thds: 8 tps: 1750.67 qps: 10518.01 (r/w/o: 0.00/7016.67/3501.34) lat (ms,95%): 11.04 err/s: 0.00 reconn/s: 0.00
[ 13s ] thds: 8 tps: 1730.55 qps: 10383.29 (r/w/o: 0.00/6922.19/3461.10) lat (ms,95%): 9.91 err/s: 0.00 reconn/s: 0.00
[ 14s ] thds: 8 tps: 1871.78 qps: 11213.70 (r/w/o: 0.00/7471.14/3742.57) lat (ms,95%): 8.58 err/s: 0.00 reconn/s: 0.00
[ 15s ] thds: 8 tps: 1827.11 qps: 10977.69 (r/w/o: 0.00/7322.46/3655.23) lat (ms,95%): 9.73 err/s: 0.00 reconn/s: 0.00
[ 16s ] thds: 8 tps: 1817.39 qps: 10900.32 (r/w/o: 0.00/7265.55/3634.77) lat (ms,95%): 10.65 err/s: 0.00 reconn/s: 0.00
[ 17s ] thds: 8 tps: 1663.32 qps: 9983.94 (r/w/o: 0.00/6657.29/3326.64) lat (ms,95%): 12.52 err/s: 0.00 reconn/s: 0.00
[ 18s ] thds: 8 tps: 2000.33 qps: 11995.98 (r/w/o: 0.00/7995.32/4000.66) lat (ms,95%): 7.30 err/s: 0.00 reconn/s: 0.00
[ 19s ] thds: 8 tps: 2051.18 qps: 12297.07 (r/w/o: 0.00/8194.71/4102.36) lat (ms,95%): 7.56 err/s: 0.00 reconn/s: 0.00
[ 20s ] thds: 8 tps: 1871.95 qps: 11245.69 (r/w/o: 0.00/7501.79/3743.90) lat (ms,95%): 10.84 err/s: 0.00 reconn/s: 0.00
[ 21s ] thds: 8 tps: 2067.94 qps: 12406.66 (r/w/o: 0.00/8270.77/4135.89) lat (ms,95%): 8.58 err/s: 0.00 reconn/s: 0.00
[ 22s ] thds: 8 tps: 1996.99 qps: 11981.97 (r/w/o: 0.00/7987.98/3993.99) lat (ms,95%): 8.28 err/s: 0.00 reconn/s: 0.00
[ 23s ] thds: 8 tps: 1945.13 qps: 11653.80 (r/w/o: 0.00/7764.53/3889.27) lat (ms,95%): 8.13 err/s: 0.00 reconn/s: 0.00
[ 24s ] thds: 8 tps: 2123.96 qps: 12751.75 (r/w/o: 0.00/8502.83/4248.92) lat (ms,95%): 7.17 err/s: 0.00 reconn/s: 0.00
[ 25s ] thds: 8 tps: 1964.94 qps: 11802.65 (r/w/o: 0.00/7872.77/3929.88) lat (ms,95%): 9.56 err/s: 0.00 reconn/s: 0.00
[ 26s ] thds: 8 tps: 1823.13 qps: 10917.79 (r/w/o: 0.00/7271.53/3646.26) lat (ms,95%): 9.73 err/s: 0.00 reconn/s: 0.00
[ 27s ] thds: 8 tps: 1817.77 qps: 10921.60 (r/w/o: 0.00/7287.07/3634.53) lat (ms,95%): 10.65 err/s: 0.00 reconn/s: 0.00
[ 28s ] thds: 8 tps: 1789.05 qps: 10739.29 (r/w/o: 0.00/7160.20/3579.10) lat (ms,95%): 11.04 err/s: 0.00 reconn/s: 0.00
[ 29s ] thds: 8 tps: 1838.40 qps: 11018.40 (r/w/o: 0.00/7343.61/3674.80) lat (ms,95%): 9.39 err/s: 0.00 reconn/s: 0.00
[ 30s ] thds: 8 tps: 1969.88 qps: 11824.29 (r/w/o: 0.00/7882.52/3941.76) lat (ms,95%): 9.39 err/s: 0.00 reconn/s: 0.00
[ 31s ] thds: 8 tps: 1852.17 qps: 11113.04 (r/w/o: 0.00/7408.70/3704.35) lat (ms,95%): 10.46 err/s: 0.00 reconn/s: 0.00
[ 32s ] thds: 8 tps: 1990.50 qps: 11945.00 (r/w/o: 0.00/7965.00/3980.00) lat (ms,95%): 8.58 err/s: 0.00 reconn/s: 0.00
[ 33s ] thds: 8 tps: 1761.72 qps: 10566.34 (r/w/o: 0.00/7041.89/3524.45) lat (ms,95%): 10.09 err/s: 0.00 reconn/s: 0.00
[ 34s ] thds: 8 tps: 1699.54 qps: 10204.24 (r/w/o: 0.00/6805.16/3399.08) lat (ms,95%): 11.65 err/s: 0.00 reconn/s: 0.00
[ 35s ] thds: 8 tps: 1770.10 qps: 10613.61 (r/w/o: 0.00/7073.41/3540.20) lat (ms,95%): 9.91 err/s: 0.00 reconn/s: 0.00
[ 36s ] thds: 8 tps: 1797.99 qps: 10783.96 (r/w/o: 0.00/7188.97/3594.99) lat (ms,95%): 10.84 err/s: 0.00 reconn/s: 0.00
[ 37s ] thds: 8 tps: 1895.82 qps: 11387.95 (r/w/o: 0.00/7595.30/3792.65) lat (ms,95%): 8.13 err/s: 0.00 reconn/s: 0.00
[ 38s ] thds: 8 tps: 1935.89 qps: 11618.37 (r/w/o: 0.00/7746.58/3871.79) lat (ms,95%): 10.09 err/s: 0.00 reconn/s: 0.00
[ 39s ] thds: 8 tps: 1743.89 qps: 10463.36 (r/w/o: 0.00/6975.58/3487.79) lat (ms,95%): 11.65 err/s: 0.00 reconn/s: 0.00
[ 40s ] thds: 8 tps: 1654.96 qps: 9920.77 (r/w/o: 0.00/6611.85/3308.92) lat (ms,95%): 11.87 err/s: 0.00 reconn/s: 0.00
[ 41s ] thds: 8 tps: 1800.51 qps: 10810.04 (r/w/o: 0.00/7208.03/3602.02) lat (ms,95%): 9.91 err/s: 0.00 reconn/s: 0.00
[ 42s ] thds: 8 tps: 1886.58 qps: 11307.46 (r/w/o: 0.00/7534.30/3773.16) lat (ms,95%): 8.58 err/s: 0.00 reconn/s: 0.00
[ 43s ] thds: 8 tps: 1958.12 qps: 11758.69 (r/w/o: 0.00/7842.46/3916.23) lat (ms,95%): 11.04 err/s: 0.00 reconn/s: 0.00
[ 44s ] thds: 8 tps: 1845.24 qps: 11069.42 (r/w/o: 0.00/7378.94/3690.47) lat (ms,95%): 11.65 err/s: 0.00 reconn/s: 0.00
[ 45s ] thds: 8 tps: 1828.77 qps: 10978.61 (r/w/o: 0.00/7321.07/3657.54) lat (ms,95%): 10.84 err/s: 0.00 reconn/s: 0.00
SQL statistics:
    queries performed:
        read:                            0
        write:                           330544
        other:                           165272
        total:                           495816
    transactions:                        82636  (1836.08 per sec.)
    queries:                             495816 (11016.46 per sec.)
    ignored errors:                      0      (0.00 per sec.)
    reconnects:                          0      (0.00 per sec.)

General statistics:
    total time:                          45.0062s
    total number of events:              82636

Latency (ms):
         min:                                    0.83
         avg:                                    4.35
         max:                                   31.99
         95th percentile:                        9.73
         sum:                               359732.55

Threads fairness:
    events (avg/stddev):           10329.5000/40.51
    execution time (avg/stddev):   44.9666/0.00

