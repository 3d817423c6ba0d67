sysbench 1.0.20 (using system LuaJIT 2.1.0-beta3)

Running the test with following options:
Number of threads: 8
Report intermediate results every 1 second(s)
Initializing random number generator from current time


Initializing worker threads...

Threads started!

[ 1s ] thds: 8 tps: 1642.61 qps: 9881.62 (r/w/o: 0.00/6588.41/3293.21) lat (ms,95%): 10.27 err/s: 0.00 reconn/s: 0.00
[ 2s ] thds: 8 tps: 1711.37 qps: 10278.24 (r/w/o: 0.00/6855.49/3422.75) lat (ms,95%): 10.65 err/s: 0.00 reconn/s: 0.00
[ 3s ] thds: 8 tps: 1940.32 qps: 11635.91 (r/w/o: 0.00/7756.27/3879.64) lat (ms,95%): 9.06 err/s: 0.00 reconn/s: 0.00
[ 4s ] thds: 8 tps: 2085.04 qps: 12511.24 (r/w/o: 0.00/8340.16/4171.08) lat (ms,95%): 8.43 err/s: 0.00 reconn/s: 0.00
[ 5s ] thds: 8 tps: 1818.86 qps: 10912.14 (r/w/o: 0.00/7274.43/3637.71) lat (ms,95%): 9.06 err/s: 0.00 reconn/s: 0.00
[ 6s ] thds: 8 tps: 1891.37 qps: 11344.22 (r/w/o: 0.00/7562.48/3781.74) lat (ms,95%): 9.06 err/s: 0.00 reconn/s: 0.00
[ 7s ] thds: 8 tps: 1817.81 qps: 10909.88 (r/w/o: 0.00/7273.25/3636.63) lat (ms,95%): 10.84 err/s: 0.00 reconn/s: 0.00
[ 8s ] thds: 8 tps: 1701.69 qps: 10206.12 (r/w/o: 0.00/6802.75/3403.37) lat (ms,95%): 12.08 err/s: 0.00 reconn/s: 0.00
[ 9s ] thds: 8 tps: 1734.66 qps: 10412.96 (r/w/o: 0.00/6943.64/3469.32) lat (ms,95%): 11.04 err/s: 0.00 reconn/s: 0.00
[ 10s ] thds: 8 tps: 1073.93 qps: 6421.57 (r/w/o: 0.00/4273.72/2147.86) lat (ms,95%): 22.69 err/s: 0.00 reconn/s: 0.00
[ 11s ] thds: 8 tps: 1499.77 qps: 9008.61 (r/w/o: 0.00/6010.07/2998.54) lat (ms,95%): 11.65 err/s: 0.00 reconn/s: 0.00
[ 12s ] thds: 8 tps: 1736.74 qps: 10434.42 (r/w/o: 0.00/6960.94/3473.47) lat (ms,95%): 12.08 err/s: 0.00 reconn/s: 0.00
[ 13s ] thds: 8 tps: 1917.79 qps: 11498.75 (r/w/o: 0.00/7662.17/3836.58) lat (ms,95%): 10.84 err/s: 0.00 reconn/s: 0.00
[ 14s ] thds: 8 tps: 1774.99 qps: 10658.92 (r/w/o: 0.00/7108.95/3549.97) lat (ms,95%): 10.09 err/s: 0.00 reconn/s: 0.00
[ 15s ] thds: 8 tps: 1786.40 qps: 10703.37 (r/w/o: 0.00/7132.58/3570.79) lat (ms,95%): 12.30 err/s: 0.00 reconn/s: 0.00
[ 16s ] thds: 8 tps: 1881.64 qps: 11295.82 (r/w/o: 0.00/7530.55/3765.27) lat (ms,95%): 8.28 err/s: 0.00 reconn/s: 0.00
[ 17s ] thds: 8 tps: 1693.76 qps: 10165.58 (r/w/o: 0.00/6780.05/3385.53) lat (ms,95%): 12.75 err/s: 0.00 reconn/s: 0.00
[ 18s ] thds: 8 tps: 1650.53 qps: 9911.20 (r/w/o: 0.00/6608.13/3303.07) lat (ms,95%): 11.45 err/s: 0.00 reconn/s: 0.00
[ 19s ] thds: 8 tps: 1976.61 qps: 11846.64 (r/w/o: 0.00/7894.42/3952.21) lat (ms,95%): 8.90 err/s: 0.00 reconn/s: 0.00
[ 20s ] thds: 8 tps: 1872.05 qps: 11232.30 (r/w/o: 0.00/7487.20/3745.10) lat (ms,95%): 6.32 err/s: 0.00 reconn/s: 0.00
[ 21s ] thds: 8 tps: 1037.23 qps: 6233.40 (r/w/o: 0.00/4158.93/2074.46) lat (ms,95%): 12.98 err/s: 0.00 reconn/s: 0.00
[ 22s ] thds: 8 tps: 1792.84 qps: 10756.06 (r/w/o: 0.00/7170.38/3585.69) lat (ms,95%): 13.70 err/s: 0.00 reconn/s: 0.00
[ 23s ] thds: 8 tps: 1708.31 qps: 10241.84 (r/w/o: 0.00/6826.23/3415.62) lat (ms,95%): 10.65 err/s: 0.00 reconn/s: 0.00
[ 24s ] thds: 8 tps: 1730.48 qps: 10386.86 (r/w/o: 0.00/6924.91/3461.95) lat (ms,95%): 10.46 err/s: 0.00 reconn/s: 0.00
[ 25s ] thds: 8 tps: 1861.09 qps: 11172.52 (r/w/o: 0.00/7450.35/3722.17) lat (ms,95%): 9.22 err/s: 0.00 reconn/s: 0.00
[ 26s ] thds: 8 tps: 1766.77 qps: 10607.61 (r/w/o: 0.00/7074.07/3533.54) lat (ms,95%): 9.73 err/s: 0.00 reconn/s: 0.00
[ 27s ] thds: 8 tps: 1845.75 qps: 11063.51 (r/w/o: 0.00/7372.01/3691.50) lat (ms,95%): 10.09 err/s: 0.00 reconn/s: 0.00
[ 28s ] thds: 8 tps: 1771.71 qps: 10630.25 (r/w/o: 0.00/7086.83/3543.42) lat (ms,95%): 10.09 err/s: 0.00 reconn/s: 0.00
[ 29s ] thds: 8 tps: 1684.89 qps: 10120.36 (r/w/o: 0.00/6750.57/3369.79) lat (ms,95%): 11.87 err/s: 0.00 reconn/s: 0.00
[ 30s ] thds: 8 tps: 1613.43 qps: 9662.59 (r/w/o: 0.00/6436.72/3225.87) lat (ms,95%): 11.24 err/s: 0.00 reconn/s: 0.00
[ 31s ] thds: 8 tps: 1109.00 qps: 6642.99 (r/w/o: 0.00/4424.00/2219.00) lat (ms,95%): 19.65 err/s: 0.00 reconn/s: 0.00
[ 32s ] thds: 8 tps: 1504.92 qps: 9043.55 (r/w/o: 0.00/6033.70/3009.85) lat (ms,95%): 13.22 err/s: 0.00 reconn/s: 0.00
[ 33s ] thds: 8 tps: 1603.21 qps: 9616.25 (r/w/o: 0.00/6410.83/3205.42) lat (ms,95%): 12.75 err/s: 0.00 reconn/s: 0.00
[ 34s ] thds: 8 tps: 1923.45 qps: 11537.70 (r/w/o: 0.00/7692.80/3844.90) lat (ms,95%): 11.04 err/s: 0.00 reconn/s: 0.00
[ 35s ] thds: 8 tps: 1835.83 qps: 11027.97 (r/w/o: 0.00/7353.31/3674.65) lat (ms,95%): 10.09 err/s: 0.00 reconn/s: 0.00
[ 36s ] thds: 8 tps: 2174.50 qps: 13049.98 (r/w/o: 0.00/8700.99/4348.99) lat (ms,95%): 8.74 err/s: 0.00 reconn/s: 0.00
[ 37s ] thds: 8 tps: 2048.82 qps: 12286.92 (r/w/o: 0.00/8189.28/4097.64) lat (ms,95%): 8.58 err/s: 0.00 reconn/s: 0.00
[ 38s ] thds: 8 tps: 1922.03 qps: 11539.16 (r/w/o: 0.00/7695.10/3844.06) lat (ms,95%): 9.56 err/s: 0.00 reconn/s: 0.00
[ 39s ] thds: 8 tps: 1856.36 qps: 11139.17 (r/w/o: 0.00/7426.45/3712.72) lat (ms,95%): 9.39 err/s: 0.00 reconn/s: 0.00
[ 40s ] thds: 8 tps: 1951.26 qps: 11707.56 (r/w/o: 0.00/7805.04/3902.52) lat (ms,95%): 9.91 err/s: 0.00 reconn/s: 0.00
[ 41s ] thds: 8 tps: 1570.53 qps: 9412.17 (r/w/o: 0.00/6272.11/3140.06) lat (ms,95%): 14.73 err/s: 0.00 reconn/s: 0.00
[ 42s ] thds: 8 tps: 1948.39 qps: 11688.37 (r/w/o: 0.00/7791.58/3896.79) lat (ms,95%): 11.04 err/s: 0.00 reconn/s: 0.00
[ 43s ] thds: 8 tps: 1820.48 qps: 10927.85 (r/w/o: 0.00/7286.90/3640.95) lat (ms,95%): 12.52 err/s: 0.00 reconn/s: 0.00
[ 44s ] thds: 8 tps: 1965.70 qps: 11799.20 (r/w/o: 0.00/7866.80/3932.40) lat (ms,95%): 10.46 err/s: 0.00 reconn/s: 0.00
SQL statistics:
    queries performed:
        read:                            0
        write:                           317356
        other:                           158678
        total:                           476034
    transactions:                        79339  (1762.82 per sec.)
    queries:                             476034 (10576.92 per sec.)
    ignored errors:                      0      (0.00 per sec.)
    reconnects:                          0      (0.00 per sec.)

General statistics:
    total time:                          45.0064s
    total number of events:              79339

Latency (ms):
         min:                                    0.83
         avg:                                    4.53
         max:                                  577.44
         95th percentile:                       11.45
         sum:                               359719.25

Threads fairness:
    events (avg/stddev):           9917.3750/33.13
    execution time (avg/stddev):   44.9649/0.00

